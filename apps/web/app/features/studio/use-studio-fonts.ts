import { useEffect, useState } from 'react';
import type { StudioFont } from './studio-item';

/**
 * Loads the studio's fonts into the page; the number it returns grows as they arrive, so the canvas
 * (which does not re-layout by itself when a web font lands) draws its text again.
 */
export function useStudioFonts(fonts: StudioFont[]): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    for (const font of fonts) {
      if (!font.url) continue;
      const face = new FontFace(font.family, `url(${JSON.stringify(font.url)})`, { display: 'swap' });
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
