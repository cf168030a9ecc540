import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnstorableText } from './storable-text';

// The errors plugin answers with an error's own status and message below 500; DomainError has no code for
// a body that is too large.
export class PayloadTooLarge extends Error {
  readonly statusCode = 413;
}

/** Multipart bodies for the routes of this plugin only: one file of at most `maxBytes`, a few short fields. */
export async function registerMultipart(app: FastifyInstance, maxBytes: number) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
}

type FileFieldOptions = {
  // "image" or "file", for the messages.
  noun: string;
  tooLarge: () => Error;
};

// A body busboy cannot read (no boundary, no closing boundary, a part cut short) is the client's mistake;
// the multipart plugin's own errors already carry a 4xx status.
export function unreadable(error: unknown): unknown {
  if (error instanceof Error && 'statusCode' in error) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new DomainError('INVALID_DATA', `The multipart body cannot be read: ${reason}.`, { cause: error });
}

async function readWhole(part: MultipartFile, tooLarge: () => Error): Promise<Buffer> {
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw unreadable(error);
  }
  // toBuffer only notices the limit on a chunk that arrives after it was hit; when the cut falls on a chunk's
  // end, busboy drops the rest and toBuffer returns the first maxBytes as if that were the whole file.
  if (part.file.truncated) throw tooLarge();
  return data;
}

function fieldValues(part: MultipartFile): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(part.fields)) {
    const entries = [entry ?? []]
      .flat()
      .map((one) => (one.type === 'field' ? one.value : { filename: one.filename }));
    values[name] = entries.length === 1 ? entries[0] : entries;
  }
  return values;
}

/**
 * The one file of a multipart request, in the field "file", read whole within the size limit: 413 when it
 * is larger (never a truncated copy), 400 for a body that is not well-formed multipart or text the
 * database cannot store in its name or the fields sent with it.
 */
export async function readFileField(request: FastifyRequest, { noun, tooLarge }: FileFieldOptions) {
  if (!request.isMultipart()) {
    throw new DomainError('INVALID_DATA', `Send the ${noun} as multipart/form-data in the field "file".`);
  }
  const part = await request.file().catch((error: unknown) => {
    throw unreadable(error);
  });
  if (part?.fieldname !== 'file') {
    throw new DomainError('INVALID_DATA', `No ${noun} was sent in the field "file".`);
  }
  const data = await readWhole(part, tooLarge);
  const unstorable = findUnstorableText(fieldValues(part), ['body']);
  if (unstorable) throw new DomainError('INVALID_DATA', unstorable);
  return { data, originalName: part.filename };
}
