import { useTranslation } from 'react-i18next';
import type { HomeReview } from './home-reviews.server';
import { ResponsiveImage } from './responsive-image';

const STARS = 5;

/**
 * Customers' words, as staff ordered them. A review is in whichever language its author wrote, so its name and
 * text take their own direction (`dir="auto"`) inside the page's.
 */
export function HomeReviews({ reviews }: { reviews: HomeReview[] }) {
  const { t } = useTranslation();
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title" className="mt-12">
      <h2 id="reviews-title" className="text-2xl font-bold">
        {t('home.reviews.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className="flex h-full flex-col gap-3 rounded-lg border border-neutral-200 p-4">
              <p
                className="text-amber-600"
                role="img"
                aria-label={t('home.reviews.rating', { rating: review.rating, max: STARS })}
              >
                {'★'.repeat(review.rating)}
                <span className="text-neutral-300">{'★'.repeat(STARS - review.rating)}</span>
              </p>
              <blockquote dir="auto" className="flex-1 text-start">
                <p>{review.text}</p>
              </blockquote>
              <figcaption className="flex items-center gap-2 font-medium">
                {review.image && (
                  <ResponsiveImage
                    sources={review.image}
                    sizes="40px"
                    width={40}
                    height={40}
                    alt=""
                    className="size-10 rounded-full object-cover"
                  />
                )}
                <cite dir="auto" className="not-italic">
                  {review.name}
                </cite>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
