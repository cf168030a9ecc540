import {
  adminCollections,
  CollectionFieldsSchema,
  CollectionMoveBodySchema,
  CollectionProductBodySchema,
} from '@seed/contract/admin-catalogue-collections';
import { media } from '@seed/contract/media';
import type { Locale } from '@seed/domain/locale';
import { type ApiClient, ApiError } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';
import { checkedOf, intOf, submit, textOf } from './form-data.server';
import type { FormProblem } from './form-fields';

export const COLLECTION_FORMS = [
  'createCollection',
  'edit',
  'addProduct',
  'moveProduct',
  'removeProduct',
] as const;

type Outcome = { problem: FormProblem } | { id: number };
type Args = { api: ApiClient; locale: Locale; chosen: (typeof COLLECTION_FORMS)[number]; form: FormData };

/**
 * The picture, as the category desk takes it: a new file goes through the media pipeline first (the staff
 * member's upload, which the collection API then accepts); otherwise the one shown stays unless removed.
 */
async function pictureOf({
  api,
  locale,
  chosen,
  form,
}: Args): Promise<{ mediaId: number | null } | { problem: FormProblem }> {
  const file = form.get('picture');
  if (file instanceof File && file.size > 0) {
    const upload = new FormData();
    upload.set('file', file, file.name || 'picture');
    try {
      return { mediaId: (await api.call(media.upload, { form: upload })).id };
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        return { problem: { form: chosen, fields: [], refusal: refusalText(locale, error) } };
      throw error;
    }
  }
  if (checkedOf(form, 'removePicture')) return { mediaId: null };
  const kept = intOf(textOf(form, 'mediaId'));
  return { mediaId: Number.isNaN(kept) ? null : kept };
}

const collectionBody = (form: FormData, mediaId: number | null) => {
  const artist = textOf(form, 'artistId');
  return {
    nameEn: textOf(form, 'nameEn'),
    nameAr: textOf(form, 'nameAr'),
    mediaId,
    rank: intOf(textOf(form, 'rank')),
    // Empty is the shop's own collection; anything typed must be an artist's number.
    artistId: artist === '' ? null : intOf(artist),
    isActive: checkedOf(form, 'isActive'),
    reason: textOf(form, 'reason') || undefined,
  };
};

/** Reads one of the collection forms and makes its call: the collection to go back to, or the problem. */
export async function runCollectionForm(args: Args, collectionId: number | null): Promise<Outcome> {
  const { api, locale, chosen, form } = args;
  const to = { form: chosen, locale };
  const done = (outcome: { problem: FormProblem } | { reply: { id: number } }): Outcome =>
    'problem' in outcome ? outcome : { id: outcome.reply.id };
  if (chosen === 'createCollection' || chosen === 'edit') {
    const picture = await pictureOf(args);
    if ('problem' in picture) return picture;
    const body = collectionBody(form, picture.mediaId);
    return done(
      await submit(to, CollectionFieldsSchema, body, (parsed) =>
        chosen === 'createCollection' || collectionId === null
          ? api.call(adminCollections.create, { body: parsed })
          : api.call(adminCollections.update, { params: { id: collectionId }, body: parsed }),
      ),
    );
  }
  if (collectionId === null) throw new Error('a product form needs its collection');
  const id = collectionId;
  const productId = intOf(textOf(form, 'productId'));
  if (chosen === 'addProduct')
    return done(
      await submit(to, CollectionProductBodySchema, { productId }, (parsed) =>
        api.call(adminCollections.addProduct, { params: { id }, body: parsed }),
      ),
    );
  // Move and remove name a product listed on the page; only a tampered form sends no number.
  if (Number.isNaN(productId) || productId < 1)
    return { problem: { form: chosen, fields: ['productId'], refusal: null } };
  const params = { id, productId };
  if (chosen === 'moveProduct')
    return done(
      await submit(to, CollectionMoveBodySchema, { direction: textOf(form, 'direction') }, (parsed) =>
        api.call(adminCollections.moveProduct, { params, body: parsed }),
      ),
    );
  return done(
    await submit(to, CollectionProductBodySchema.pick({ reason: true }), {}, (parsed) =>
      api.call(adminCollections.removeProduct, { params, body: parsed }),
    ),
  );
}
