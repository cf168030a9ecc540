import { useEffect, useRef, useState } from 'react';
import type { StudioFont } from './studio-item';
import { setFontStacks } from './text-metrics';

/**
 * Loads into the page the files of the studio fonts that text layers use, each once, when a layer first
 * uses it: the TrueType files are 60–260 KB each, and on a phone's link loading all of them up front kept
 * the studio busy for seconds before anyone had typed a word. The number it returns grows as files
 * arrive, so the canvas (which does not re-layout by itself when a web font lands) draws its text again.
 */
export function useStudioFonts(fonts: StudioFont[], usedFamilies: readonly string[]): number {
  const [version, setVersion] = useState(0);
  const requested = useRef(new Set<string>());
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  useEffect(() => setFontStacks(fonts), [fonts]);

  const used = usedFamilies.join('\n');
  useEffect(() => {
    const families = new Set(used.split('\n'));
    const files = fonts.filter((font) => families.has(font.family)).flatMap((font) => font.files);
    for (const file of files) {
      if (requested.current.has(file.url)) continue;
      requested.current.add(file.url);
      new FontFace(file.family, `url(${JSON.stringify(file.url)})`, { display: 'swap' })
        .load()
        .then((loaded) => {
          document.fonts.add(loaded);
          if (live.current) setVersion((n) => n + 1);
        })
        .catch(() => {
          // The text falls back to the page's Arabic-capable font (Cairo).
        });
    }
  }, [fonts, used]);
  return version;
}
