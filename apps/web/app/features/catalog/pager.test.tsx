// @vitest-environment happy-dom
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../components/ui/testing';
import { Pager } from './pager';

afterEach(cleanup);

function links(path: string, page: number, hasMore: boolean, lang: 'ar' | 'en' = 'en') {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <Pager page={page} hasMore={hasMore} />
    </MemoryRouter>,
    lang,
  );
  return {
    container,
    hrefs: [...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.rel]),
  };
}

describe('Pager', () => {
  it('is absent for a list that fits on one page', () => {
    expect(links('/en/products', 1, false).container.innerHTML).toBe('');
  });

  it('links every known page, previous and next, keeping the filters', () => {
    const { hrefs, container } = links('/en/products?categoryToSubcategoryId=2&page=2', 2, true);
    expect(hrefs).toEqual([
      ['‹Previous', '/en/products?categoryToSubcategoryId=2', 'prev'],
      ['Page 1', '/en/products?categoryToSubcategoryId=2', ''],
      ['Page 3', '/en/products?categoryToSubcategoryId=2&page=3', ''],
      ['Next›', '/en/products?categoryToSubcategoryId=2&page=3', 'next'],
    ]);
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe('Page 2');
  });

  it('skips from the first page to the pages near a far one, and has no next on the last page', () => {
    const { hrefs, container } = links('/ar/products?page=9', 9, false, 'ar');
    expect(hrefs.map(([text, href]) => [text, href])).toEqual([
      ['‹السابق', '/ar/products?page=8'],
      ['صفحة 1', '/ar/products'],
      ['صفحة 7', '/ar/products?page=7'],
      ['صفحة 8', '/ar/products?page=8'],
    ]);
    expect(container.textContent).toContain('…');
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('الصفحات');
  });
});
