import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { CATEGORY_PARAM, TOPIC_PARAM } from './search-params';
import { SEARCH_PARAM } from './search-term';

type SearchFiltersProps = {
  search: string;
  topics: readonly { id: number; name: string }[];
  categories: readonly {
    id: number;
    name: string;
    subcategories: readonly { linkId: number; name: string }[];
  }[];
  selected: { topicId: number | undefined; categoryToSubcategoryId: number | undefined };
};

const SELECT = 'rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm';

/**
 * The results' filters: a GET form that keeps the search words, so each combination has an address and
 * it works without scripts. Choosing does not submit by itself, so the page never moves under a
 * keyboard user; a new filter starts again at the first page.
 */
export function SearchFilters({ search, topics, categories, selected }: SearchFiltersProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const topicId = useId();
  const categoryId = useId();
  const filtered = selected.topicId !== undefined || selected.categoryToSubcategoryId !== undefined;
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label={t('search.filters')}>
      {search && <input type="hidden" name={SEARCH_PARAM} value={search} />}
      <div className="flex flex-col gap-1">
        <label htmlFor={categoryId} className="text-sm font-medium">
          {t('search.category')}
        </label>
        <select
          key={`category-${selected.categoryToSubcategoryId}`}
          id={categoryId}
          name={CATEGORY_PARAM}
          defaultValue={selected.categoryToSubcategoryId ?? ''}
          className={SELECT}
        >
          <option value="">{t('search.anyCategory')}</option>
          {categories.map((category) => (
            <optgroup key={category.id} label={category.name}>
              {category.subcategories.map((sub) => (
                <option key={sub.linkId} value={sub.linkId}>
                  {sub.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={topicId} className="text-sm font-medium">
          {t('search.topic')}
        </label>
        <select
          key={`topic-${selected.topicId}`}
          id={topicId}
          name={TOPIC_PARAM}
          defaultValue={selected.topicId ?? ''}
          className={SELECT}
        >
          <option value="">{t('search.anyTopic')}</option>
          {topics.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-md bg-neutral-900 px-4 py-2 text-sm text-white hover:bg-neutral-700"
      >
        {t('search.apply')}
      </button>
      {filtered && (
        <Link
          to={search ? `${pathname}?${new URLSearchParams({ [SEARCH_PARAM]: search })}` : pathname}
          className="py-2 text-sm underline underline-offset-4"
        >
          {t('search.clearFilters')}
        </Link>
      )}
    </Form>
  );
}
