import { useEffect, useState } from 'react';
import type { StudioFont } from './studio-item';
import { setFontStacks } from './text-metrics';

/**
 * Loads the studio's fonts into the page; the number it returns grows as they arrive, so the canvas
 * (which does not re-layout by itself when a web font lands) draws its text again.
 */
export function useStudioFonts(fonts: StudioFont[]): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setFontStacks(fonts);
    for (const file of fonts.flatMap((font) => font.files)) {
      const face = new FontFace(file.family, `url(${JSON.stringify(file.url)})`, { display: 'swap' });
      face
        .load()
        .then((loaded) => {
          document.fonts.add(loaded);
          if (live) setVersion((n) => n + 1);
        })
        .catch(() => {
          // The text falls back to the page's Arabic-capable font (Cairo).
        });
    }
    void document.fonts.ready.then(() => live && setVersion((n) => n + 1));
    return () => {
      live = false;
    };
  }, [fonts]);
  return version;
}
