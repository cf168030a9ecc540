import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import type { Topic } from './home-topics.server';
import { ResponsiveImage } from './responsive-image';

/** Artwork topics as round chips; each opens the search page filtered to the topic. */
export function HomeTopics({ topics }: { topics: Topic[] }) {
  const { t } = useTranslation();
  const lang = useLocale();
  if (topics.length === 0) return null;
  return (
    <section aria-labelledby="topics-title" className="mt-12">
      <h2 id="topics-title" className="text-2xl font-bold">
        {t('home.topics')}
      </h2>
      <ul className="mt-6 flex flex-wrap gap-3">
        {topics.map((topic) => (
          <li key={topic.id}>
            <Link
              to={`/${lang}/shop/search?topic=${topic.id}`}
              className="flex items-center gap-2 rounded-full border border-neutral-200 py-1 ps-1 pe-4 hover:bg-neutral-50"
            >
              <span
                className="block size-10 overflow-hidden rounded-full"
                style={{ backgroundColor: topic.color }}
              >
                {topic.image && (
                  <ResponsiveImage
                    sources={topic.image}
                    sizes="40px"
                    width={40}
                    height={40}
                    alt=""
                    className="size-full object-cover"
                  />
                )}
              </span>
              <span className="font-medium">{topic.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
