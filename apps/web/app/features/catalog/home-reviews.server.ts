import { reviews as reviewEndpoints } from '@seed/contract/reviews';
import type { ApiClient } from '../../lib/api.server';
import { type ImageSources, imageSources } from './image-sources';

export type HomeReview = {
  id: number;
  name: string;
  text: string;
  rating: number;
  image: ImageSources | null;
};

/** The reviews staff chose for the home page, in their order (the API sorts by the desk's rank). */
export async function loadHomeReviews(api: ApiClient): Promise<HomeReview[]> {
  const page = await api.call(reviewEndpoints.list, {});
  return page.reviews.map((review) => ({
    id: review.id,
    name: review.name,
    text: review.text,
    rating: review.rating,
    image: imageSources(review.media),
  }));
}
