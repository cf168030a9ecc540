import { collections as collectionEndpoints } from '@seed/contract/collections';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { type ImageSources, imageSources } from './image-sources';

export type CollectionCard = { id: number; name: string; image: ImageSources | null };

/** The shop's active collections, by rank, named in the page's language. */
export async function loadCollections(api: ApiClient, locale: Locale): Promise<CollectionCard[]> {
  const { collections } = await api.call(collectionEndpoints.list);
  return collections.map((collection) => ({
    id: collection.id,
    name: locale === 'ar' ? collection.nameAr : collection.nameEn,
    image: imageSources(collection.media),
  }));
}
