import { createContext, useContext } from 'react';

// The stylesheet is written into the page by the server (entry.server.tsx): a separate render-blocking
// request queued behind the module preloads held the first paint until the scripts had run. In the
// browser the text is not needed: React finds the server's <style> by its href and keeps it.
const PageStylesContext = createContext('');

export const PageStylesProvider = PageStylesContext.Provider;

/** The key React dedupes the inline stylesheet by; it names the stylesheet, it is never fetched. */
export const PAGE_STYLES_HREF = 'app-css';

export function usePageStyles(): string {
  return useContext(PageStylesContext);
}
