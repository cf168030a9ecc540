import { useEffect, useRef, useState } from 'react';
import { useLocale } from '../../lib/use-locale';

/** One choice in the search box's list, with the page it opens. */
export type Suggestion = { key: string; label: string; href: string };
export type SuggestionGroup = { kind: 'recent' | 'products' | 'artworks'; items: Suggestion[] };
/** What the suggestions route answers: recent searches for an empty box, else matching names. */
export type SearchSuggestions = { query: string; groups: SuggestionGroup[] };

/** The suggestions route's address (routes.ts), beside the results page. */
export const suggestionsPath = (lang: string) => `/${lang}/shop/search/suggestions`;

// Long enough to skip the letters of a word typed in one go, short enough to feel immediate.
const DEBOUNCE_MS = 200;

/**
 * Suggestions for what is in the search box while it is open: debounced, the answer to an older text
 * dropped, each text asked once per page. A failure leaves the list empty; the box still submits.
 */
export function useSearchSuggestions(text: string, open: boolean): SearchSuggestions | null {
  const lang = useLocale();
  const [answer, setAnswer] = useState<SearchSuggestions | null>(null);
  const cache = useRef(new Map<string, SearchSuggestions>());
  const query = text.trim();

  useEffect(() => {
    if (!open) return;
    // Recent searches change with every search, so only matches are kept.
    const cached = query ? cache.current.get(query) : undefined;
    if (cached) {
      setAnswer(cached);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(
      async () => {
        try {
          const response = await fetch(`${suggestionsPath(lang)}?${new URLSearchParams({ q: query })}`, {
            signal: controller.signal,
          });
          if (!response.ok) throw new Error(`Search suggestions answered ${response.status}`);
          const suggestions = (await response.json()) as SearchSuggestions;
          if (query) cache.current.set(query, suggestions);
          setAnswer(suggestions);
        } catch (error) {
          if (!controller.signal.aborted) {
            console.warn('Search suggestions failed', error);
            setAnswer({ query, groups: [] });
          }
        }
      },
      query ? DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [lang, query, open]);

  // An answer for another text is not shown, so the list never disagrees with the box.
  return answer?.query === query ? answer : null;
}
