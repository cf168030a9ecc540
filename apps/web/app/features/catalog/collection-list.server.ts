import type { Locale } from '@seed/domain/locale';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api.server';
import { type ImageSources, imageSources, MediaUrlsSchema } from './image-sources';

// Only the fields the web reads; the API may send more.
const CollectionListSchema = z.object({
  collections: z.array(
    z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string(), media: MediaUrlsSchema.nullable() }),
  ),
});

export type CollectionCard = { id: number; name: string; image: ImageSources | null };

/** The shop's active collections, by rank, named in the page's language. */
export async function loadCollections(api: ApiClient, locale: Locale): Promise<CollectionCard[]> {
  const { collections } = await api.get('/collection', CollectionListSchema);
  return collections.map((collection) => ({
    id: collection.id,
    name: locale === 'ar' ? collection.nameAr : collection.nameEn,
    image: imageSources(collection.media),
  }));
}
