import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { isValidFolder, isValidKey, type MediaStore } from '@seed/media/store';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export type MediaReport = {
  objects: number;
  bytes: number;
  /** Already in the target with the same bytes (a run stopped part-way and started again). */
  alreadyThere: number;
  /** Entries of the folder that no store would have written (a half-written temporary file, a stray file). */
  skipped: string[];
  mismatches: string[];
};

// Objects copied at once: a bucket answers each put slowly, a folder quickly either way.
const PARALLEL = 8;

/**
 * Copies every object of a media folder (`{folder}/{key}`, as the folder store writes them) into the target
 * store through the `MediaStore` interface, then reads each back and compares its size and sha256 with the
 * file's. ETags are not compared: the folder store's come from file times, a bucket's from its own digest.
 */
export async function copyMedia(sourceDir: string, target: MediaStore): Promise<MediaReport> {
  const report: MediaReport = { objects: 0, bytes: 0, alreadyThere: 0, skipped: [], mismatches: [] };
  const objects: { folder: string; key: string }[] = [];
  for (const folder of await readdir(sourceDir, { withFileTypes: true }).catch(missingIsEmpty)) {
    if (!folder.isDirectory() || !isValidFolder(folder.name)) {
      report.skipped.push(folder.name);
      continue;
    }
    for (const file of await readdir(join(sourceDir, folder.name), { withFileTypes: true })) {
      if (file.isFile() && isValidKey(file.name)) objects.push({ folder: folder.name, key: file.name });
      else report.skipped.push(`${folder.name}/${file.name}`);
    }
  }
  const copyOne = async ({ folder, key }: { folder: string; key: string }) => {
    const data = await readFile(join(sourceDir, folder, key));
    const hash = sha256(data);
    const existing = await target.get(folder, key);
    const already = existing && existing.size === data.length && (await streamSha256(existing.body)) === hash;
    if (already) report.alreadyThere += 1;
    else {
      existing?.body.destroy();
      const extension = key.slice(key.lastIndexOf('.') + 1);
      await target.put(folder, key, data, CONTENT_TYPES[extension] ?? 'application/octet-stream');
    }
    const stored = await target.get(folder, key);
    const storedHash = stored ? await streamSha256(stored.body) : null;
    if (!stored || stored.size !== data.length || storedHash !== hash)
      report.mismatches.push(`${folder}/${key}`);
    report.objects += 1;
    report.bytes += data.length;
  };
  for (let start = 0; start < objects.length; start += PARALLEL)
    await Promise.all(objects.slice(start, start + PARALLEL).map(copyOne));
  return report;
}

function missingIsEmpty(error: unknown): never[] {
  if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
  throw error;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function streamSha256(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
