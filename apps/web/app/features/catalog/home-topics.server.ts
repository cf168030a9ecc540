import { topics as topicEndpoints } from '@seed/contract/topics';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import { cssColor } from './css-color';
import { type ImageSources, imageSources } from './image-sources';

export type Topic = { id: number; name: string; color: string; image: ImageSources | null };

/** The artwork topics in their display order (spec §7: `api/topics`, rankOrder 1). */
export async function loadTopics(api: ApiClient, locale: Locale): Promise<Topic[]> {
  const topics = await api.call(topicEndpoints.list, { query: { rankOrder: '1' } });
  return topics.map((topic) => ({
    id: topic.id,
    name: locale === 'ar' ? topic.name_ar : topic.name_en,
    color: cssColor(topic.color, '#6b7280'),
    image: imageSources(topic.media),
  }));
}
