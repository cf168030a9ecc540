import { Readable } from 'node:stream';
import { strToU8, Zip, ZipPassThrough } from 'fflate';

export type ZipEntry = { name: string; body: Readable | Uint8Array };

/**
 * A ZIP of the entries, streamed as it is written: each file is read chunk by chunk and passed through
 * stored, not deflated (PNGs are compressed already, so deflating would cost CPU for nothing). Decision 0037.
 * Entries not yet written when the reader goes away are destroyed, so no file is left open.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  async function* generate() {
    const out: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, data) => {
      if (error) failure = error;
      else out.push(data);
    });
    function* drain() {
      if (failure) throw failure;
      while (out.length > 0) yield out.shift() as Uint8Array;
    }
    let next = 0;
    try {
      for (; next < entries.length; next++) {
        const entry = entries[next] as ZipEntry;
        const file = new ZipPassThrough(entry.name);
        zip.add(file);
        const chunks = entry.body instanceof Uint8Array ? [entry.body] : entry.body;
        for await (const chunk of chunks) {
          file.push(typeof chunk === 'string' ? strToU8(chunk) : (chunk as Uint8Array));
          yield* drain();
        }
        file.push(new Uint8Array(0), true);
        yield* drain();
      }
      zip.end();
      yield* drain();
    } finally {
      for (const entry of entries.slice(next)) if (entry.body instanceof Readable) entry.body.destroy();
    }
  }
  return Readable.from(generate(), { objectMode: false });
}

export const textEntry = (name: string, text: string): ZipEntry => ({ name, body: strToU8(text) });
