import {
  ATTACHMENT_MAX_BYTES,
  designRequests,
  MAX_ATTACHMENTS,
  MAX_MESSAGE_LENGTH,
} from '@seed/contract/design-requests';
import type { ReplyOf } from '@seed/contract/endpoint';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { refusalText } from '../../lib/refusals.server';
import type { RequestErrorKey } from './message-keys';

/** The API's limits on a brief, for the form's fields and the messages that name them. */
export const REQUEST_LIMITS = {
  maxLength: MAX_MESSAGE_LENGTH,
  maxFiles: MAX_ATTACHMENTS,
  maxMegabytes: ATTACHMENT_MAX_BYTES / 1024 / 1024,
};

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

/** What is wrong with the form, by the API's limits, as keys of `designRequests.errors`: before any upload. */
export function checkRequestForm(values: RequestValues, files: File[]): RequestErrors {
  const errors: RequestErrors = {};
  if (values.inventoryIds.length === 0) errors.items = 'chooseItem';
  if (!values.idea) errors.idea = 'required';
  else if (values.idea.length > MAX_MESSAGE_LENGTH) errors.idea = 'tooLong';
  if (files.length > MAX_ATTACHMENTS) errors.files = 'tooMany';
  else if (files.some((file) => file.size > ATTACHMENT_MAX_BYTES)) errors.files = 'tooLarge';
  return errors;
}

type Upload =
  | { ok: true; attachment: ReplyOf<typeof designRequests.uploadAttachment> }
  | { ok: false; refusal: string };

/** Sends one file to design-requests/upload-attachment; a refusal names the file, in the page's language. */
export async function uploadAttachment(api: ApiClient, locale: Locale, file: File): Promise<Upload> {
  const form = new FormData();
  form.set('file', file, file.name || 'attachment');
  try {
    return { ok: true, attachment: await api.call(designRequests.uploadAttachment, { form }) };
  } catch (error) {
    return { ok: false, refusal: `${file.name}: ${refusalText(locale, error)}` };
  }
}

/** Uploads the files, then files the request (or, with `id`, edits it); a refusal comes back as its text. */
export async function submitRequest(
  api: ApiClient,
  locale: Locale,
  input: { values: RequestValues; files: File[]; id?: number },
): Promise<{ id: number } | { refusal: string }> {
  const attachmentIds: number[] = [];
  for (const file of input.files) {
    const upload = await uploadAttachment(api, locale, file);
    if (!upload.ok) return { refusal: upload.refusal };
    attachmentIds.push(upload.attachment.id);
  }
  const body = { ...input.values, attachmentIds };
  try {
    const saved = input.id
      ? await api.call(designRequests.edit, { params: { id: input.id }, body })
      : await api.call(designRequests.create, { body });
    return { id: saved.id };
  } catch (error) {
    return { refusal: refusalText(locale, error) };
  }
}
