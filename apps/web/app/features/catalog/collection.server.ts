import { collections } from '@seed/contract/collections';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { orNotFound } from './catalog-id.server';
import { type ImageSources, imageSources } from './image-sources';

export type CollectionView = {
  id: number;
  name: string;
  image: ImageSources | null;
  /** The blank items its products are made on, to filter by, with how many products each. */
  items: { id: number; name: string; count: number }[];
};

/** A collection and what its products can be filtered by; an unknown or inactive one is the 404 page. */
export async function loadCollection(api: ApiClient, locale: Locale, id: number): Promise<CollectionView> {
  const ar = locale === 'ar';
  const [collection, filter] = await orNotFound(
    Promise.all([
      api.call(collections.one, { params: { id } }),
      api.call(collections.filter, { params: { id } }),
    ]),
  );
  return {
    id: collection.id,
    name: ar ? collection.nameAr : collection.nameEn,
    image: imageSources(collection.media),
    items: filter.inventories.map((item) => ({
      id: item.id,
      name: ar ? item.nameAr : item.nameEn,
      count: item.count,
    })),
  };
}
