import { createHash } from 'node:crypto';
import { RemoverJsonBodySchema } from '@seed/contract/media';
import { DomainError } from '@seed/domain/errors';
import { fileTooLarge } from '@seed/media/intake';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { unreadable } from '../../http/multipart';
import { findUnstorableText } from '../../http/storable-text';

// The text fields a multipart body may carry beside (or instead of) its `file`.
const FieldsSchema = z.strictObject({
  type: z.literal('base64').optional(),
  b64string: z.string().min(1).optional(),
  // An own upload by id, as in JSON: the web's client sends this endpoint's bodies as forms.
  mediaId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

const SHAPES =
  'Send the image as multipart "file" or "b64string" (with type=base64) or your upload\'s "mediaId", or JSON ' +
  '{ mediaId }, { base64 } ' +
  'or { type: "base64", b64string }.';

/** The longest base64 text (with a data URL prefix) that can hold an image of `maxBytes`. */
export const base64Limit = (maxBytes: number) => Math.ceil((maxBytes * 4) / 3) + 1024;

/** An image, and what makes it "the same image" for one-job-at-a-time. */
export type RemoverSource = { data: Buffer; key: string };

const keyOf = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function fromBase64(text: string): RemoverSource {
  const data = Buffer.from(text.replace(/^data:[^,]*,/, ''), 'base64');
  return { data, key: keyOf(data) };
}

/** The JSON shapes; a `mediaId` is the caller's to resolve (it must be their own upload). */
export function jsonSource(body: unknown): { mediaId: number } | RemoverSource {
  const parsed = RemoverJsonBodySchema.safeParse(body);
  if (!parsed.success) throw new DomainError('INVALID_DATA', SHAPES);
  if ('mediaId' in parsed.data) return parsed.data;
  return fromBase64('base64' in parsed.data ? parsed.data.base64 : parsed.data.b64string);
}

/**
 * A multipart body: one `file`, the spec's text fields `type=base64` and `b64string`, or `mediaId`. The text field may
 * be as large as the file in base64, so this route lifts the plugin's 1 KB field limit for itself only.
 */
export async function multipartSource(
  app: FastifyInstance,
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ mediaId: number } | RemoverSource> {
  const fields: Record<string, unknown> = {};
  let file: Buffer | undefined;
  let truncated = false;
  const parts = request.parts({
    limits: { fileSize: maxBytes, fieldSize: base64Limit(maxBytes), files: 1, fields: 10 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new DomainError('INVALID_DATA', SHAPES);
        const badName = findUnstorableText(part.filename, ['body', 'file', 'filename']);
        if (badName) throw new DomainError('INVALID_DATA', badName);
        file = await part.toBuffer();
        // toBuffer misses the limit when it falls on a chunk's end (see http/multipart.ts).
        truncated ||= part.file.truncated;
      } else {
        truncated ||= part.valueTruncated;
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge(maxBytes);
    if (error instanceof DomainError) throw error;
    throw unreadable(error);
  }
  if (truncated) throw fileTooLarge(maxBytes);
  const unstorable = findUnstorableText(fields, ['body']);
  if (unstorable) throw new DomainError('INVALID_DATA', unstorable);
  const parsed = FieldsSchema.safeParse(fields);
  if (!parsed.success) throw new DomainError('INVALID_DATA', SHAPES);
  const { type, b64string, mediaId } = parsed.data;
  if (mediaId !== undefined) {
    if (file || b64string) throw new DomainError('INVALID_DATA', SHAPES);
    return { mediaId };
  }
  if (type && !b64string)
    throw new DomainError('INVALID_DATA', 'type=base64 needs the image in "b64string".');
  if (file && b64string)
    throw new DomainError('INVALID_DATA', 'Send either "file" or "b64string", not both.');
  if (file) return { data: file, key: keyOf(file) };
  if (b64string) return fromBase64(b64string);
  throw new DomainError('INVALID_DATA', SHAPES);
}
