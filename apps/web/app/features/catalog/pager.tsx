import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pageHref } from './paging';

type PagerProps = {
  /** The 1-based page on screen. */
  page: number;
  /** Whether the API said another page follows; lists are not counted, so later pages are unknown. */
  hasMore: boolean;
};

// Pages listed before the current one; earlier ones are reached through the first page's link.
const NEAR = 2;

/**
 * Paging links for a list: previous, the first page, the pages near this one, the next page, next.
 * Every one is a real link (crawlers and shoppers without JavaScript follow it; with JavaScript the
 * router loads it in place). The arrows mirror in Arabic, where "next" points left.
 */
export function Pager({ page, hasMore }: PagerProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (page <= 1 && !hasMore) return null;
  const href = (target: number) => pageHref(pathname, search, target);
  const first = Math.max(1, page - NEAR);
  const numbers = [...(first > 1 ? [1] : []), ...range(first, page), ...(hasMore ? [page + 1] : [])];
  const item = 'inline-flex min-w-10 items-center justify-center rounded-md px-3 py-2';
  return (
    <nav aria-label={t('catalog.pages')} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1 text-sm">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={`${item} hover:bg-neutral-100`}>
              <span aria-hidden="true" className="rtl:rotate-180 inline-block">
                ‹
              </span>
              <span className="ms-1">{t('catalog.previous')}</span>
            </Link>
          </li>
        )}
        {numbers.map((number, index) => (
          <li key={number} className="flex items-center">
            {index > 0 && number - (numbers[index - 1] ?? number) > 1 && (
              <span aria-hidden="true" className="px-1 text-neutral-500">
                …
              </span>
            )}
            {number === page ? (
              <span aria-current="page" className={`${item} bg-neutral-900 font-bold text-white`}>
                <span className="sr-only">{t('catalog.page')} </span>
                {number}
              </span>
            ) : (
              <Link to={href(number)} className={`${item} hover:bg-neutral-100`}>
                <span className="sr-only">{t('catalog.page')} </span>
                {number}
              </Link>
            )}
          </li>
        ))}
        {hasMore && (
          <li>
            <Link to={href(page + 1)} rel="next" className={`${item} hover:bg-neutral-100`}>
              <span className="me-1">{t('catalog.next')}</span>
              <span aria-hidden="true" className="rtl:rotate-180 inline-block">
                ›
              </span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
