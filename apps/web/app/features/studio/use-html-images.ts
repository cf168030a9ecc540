import { useEffect, useRef, useState } from 'react';

/**
 * Image elements for the canvas, by address, for those of `urls` that have loaded. Each address is
 * loaded once while it stays in `urls`: a layer added or moved does not reload the others' pictures. An
 * address that leaves the list is forgotten, so a layer whose picture changes shows nothing until the new
 * one has loaded.
 */
export function useHtmlImages(urls: readonly string[]): ReadonlyMap<string, HTMLImageElement> {
  const [loaded, setLoaded] = useState<ReadonlyMap<string, HTMLImageElement>>(() => new Map());
  const requests = useRef(new Map<string, HTMLImageElement>());
  // Addresses are short (server paths, blob: URLs), so the list is compared as one string.
  const wanted = [...new Set(urls)].join('\n');

  useEffect(() => {
    const next = new Set(wanted ? wanted.split('\n') : []);
    for (const [url, element] of requests.current) {
      if (next.has(url)) continue;
      element.onload = null;
      requests.current.delete(url);
    }
    for (const url of next) {
      if (requests.current.has(url)) continue;
      const element = new Image();
      element.onload = () => setLoaded((current) => new Map(current).set(url, element));
      element.src = url;
      requests.current.set(url, element);
    }
    setLoaded((current) =>
      [...current.keys()].every((url) => next.has(url))
        ? current
        : new Map([...current].filter(([url]) => next.has(url))),
    );
  }, [wanted]);

  useEffect(() => {
    const pending = requests.current;
    return () => {
      for (const element of pending.values()) element.onload = null;
      pending.clear();
    };
  }, []);

  return loaded;
}
