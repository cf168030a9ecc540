import type { AppLoadContext } from 'react-router';
import { ApiError, type FullApiClient } from '../../lib/api.server';
import { COOKIE, readCookie } from '../../lib/cookies.server';
import { type Attachment, AttachmentSchema, DesignRequestSchema } from './design-request-schema.server';
import type { RequestErrorKey } from './message-keys';

// The API's limits (apps/api design-requests/schemas.ts), checked here too so the form can say which field.
export const MAX_IDEA_LENGTH = 2000;
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type RequestValues = { inventoryIds: number[]; idea: string };
export type RequestErrors = Partial<Record<'items' | 'idea' | 'files', RequestErrorKey>>;

const filesOf = (form: FormData, field: string) =>
  form.getAll(field).filter((value): value is File => value instanceof File && value.size > 0);

export function readRequestForm(form: FormData) {
  const inventoryIds = form
    .getAll('inventoryId')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const idea = String(form.get('idea') ?? '').trim();
  return { values: { inventoryIds, idea }, files: filesOf(form, 'attachments') };
}

/** What is wrong with the form, as keys of `designRequests.errors`. */
export function checkRequestForm(values: RequestValues, files: File[]): RequestErrors {
  const errors: RequestErrors = {};
  if (values.inventoryIds.length === 0) errors.items = 'chooseItem';
  if (!values.idea) errors.idea = 'required';
  else if (values.idea.length > MAX_IDEA_LENGTH) errors.idea = 'tooLong';
  if (files.length > MAX_FILES) errors.files = 'tooMany';
  else if (files.some((file) => file.size > MAX_FILE_BYTES)) errors.files = 'tooLarge';
  return errors;
}

type Upload = { ok: true; attachment: Attachment } | { ok: false; message: string };

/** Sends one file to design-requests/upload-attachment (multipart, which the JSON client does not speak). */
export async function uploadAttachment(
  request: Request,
  context: AppLoadContext,
  file: File,
): Promise<Upload> {
  const body = new FormData();
  body.set('file', file, file.name || 'attachment');
  const token = readCookie(request, COOKIE.accessToken);
  const response = await context.apiFetch('/design-requests/upload-attachment', {
    method: 'POST',
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: request.signal,
  });
  const reply: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, attachment: AttachmentSchema.parse(reply) };
  const message = (reply as { message?: unknown } | null)?.message;
  if (response.status >= 500) throw new ApiError(response.status, 'Upload failed');
  return { ok: false, message: typeof message === 'string' ? `${file.name}: ${message}` : file.name };
}

/** Uploads the files, then files the request (or, with `id`, edits it); a refusal comes back as its message. */
export async function submitRequest(
  request: Request,
  context: AppLoadContext,
  api: FullApiClient,
  input: { values: RequestValues; files: File[]; id?: number },
): Promise<{ id: number } | { message: string }> {
  const attachmentIds: number[] = [];
  for (const file of input.files) {
    const upload = await uploadAttachment(request, context, file);
    if (!upload.ok) return { message: upload.message };
    attachmentIds.push(upload.attachment.id);
  }
  const body = { ...input.values, attachmentIds };
  try {
    const saved = input.id
      ? await api.put(`/design-requests/${input.id}/edit`, DesignRequestSchema, body)
      : await api.post('/design-requests', DesignRequestSchema, body);
    return { id: saved.id };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.status !== 401)
      return { message: error.message };
    throw error;
  }
}
