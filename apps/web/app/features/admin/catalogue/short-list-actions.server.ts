import { media } from '@seed/contract/media';
import type { Locale } from '@seed/domain/locale';
import type { z } from 'zod';
import { type ApiClient, ApiError } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';
import { checkedOf, intOf, submit, textOf } from './form-data.server';
import type { FormProblem } from './form-fields';
import type { ShortListField } from './short-list-fields';

/** One short list's calls, typed by the route that names its endpoints. */
export type ShortList<S extends z.ZodType> = {
  fields: ShortListField[];
  schema: S;
  create: (body: z.output<S>) => Promise<unknown>;
  update: (id: number, body: z.output<S>) => Promise<unknown>;
};

/** A row's values from its form, as the contract's schema takes them. */
function bodyOf(fields: ShortListField[], form: FormData, mediaId: number | null) {
  const values = Object.fromEntries(
    fields.map((field) => {
      const text = textOf(form, field.name);
      if (field.kind === 'check') return [field.name, checkedOf(form, field.name)];
      if (field.kind === 'number' || field.kind === 'rating') return [field.name, intOf(text)];
      return [field.name, text];
    }),
  );
  return { ...values, mediaId, reason: textOf(form, 'reason') || undefined };
}

/**
 * Adds a row (no `id` in the form) or edits one. A new picture is uploaded first through the media pipeline;
 * otherwise the one shown stays unless staff asked to remove it. The problem to show, or null.
 */
export async function runShortListForm<S extends z.ZodType>(
  { api, locale }: { api: ApiClient; locale: Locale },
  list: ShortList<S>,
  form: FormData,
): Promise<FormProblem | null> {
  const id = intOf(textOf(form, 'id'));
  const formName = Number.isNaN(id) ? 'add' : `row-${id}`;
  let mediaId: number | null = checkedOf(form, 'removePicture') ? null : intOf(textOf(form, 'mediaId'));
  if (Number.isNaN(mediaId)) mediaId = null;
  const file = form.get('picture');
  if (file instanceof File && file.size > 0) {
    const upload = new FormData();
    upload.set('file', file, file.name || 'picture');
    try {
      mediaId = (await api.call(media.upload, { form: upload })).id;
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        return { form: formName, fields: [], refusal: refusalText(locale, error) };
      throw error;
    }
  }
  const outcome = await submit(
    { form: formName, locale },
    list.schema,
    bodyOf(list.fields, form, mediaId),
    (body) => (Number.isNaN(id) ? list.create(body) : list.update(id, body)),
  );
  return 'problem' in outcome ? outcome.problem : null;
}
