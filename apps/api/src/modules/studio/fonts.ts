import { access } from 'node:fs/promises';
import { join } from 'node:path';

// The studio's fonts are the ones the server prints with (Debian's fonts-noto-core, found by librsvg
// through fontconfig), served to the browser as the same files, so the preview and the print match. Each
// Arabic family is paired with a Latin one: Noto's Arabic fonts carry few Latin letters.
export const FONT_DIR = '/usr/share/fonts/truetype/noto';

type FontFile = { family: string; file: string };
export type StudioFont = { family: string; stack: string[]; files: FontFile[] };

const CANDIDATES: StudioFont[] = [
  {
    family: 'Noto Sans Arabic',
    stack: ['Noto Sans Arabic', 'Noto Sans'],
    files: [
      { family: 'Noto Sans Arabic', file: 'NotoSansArabic-Regular.ttf' },
      { family: 'Noto Sans', file: 'NotoSans-Regular.ttf' },
    ],
  },
  {
    family: 'Noto Naskh Arabic',
    stack: ['Noto Naskh Arabic', 'Noto Serif'],
    files: [
      { family: 'Noto Naskh Arabic', file: 'NotoNaskhArabic-Regular.ttf' },
      { family: 'Noto Serif', file: 'NotoSerif-Regular.ttf' },
    ],
  },
  {
    family: 'Noto Kufi Arabic',
    stack: ['Noto Kufi Arabic', 'Noto Sans'],
    files: [
      { family: 'Noto Kufi Arabic', file: 'NotoKufiArabic-Regular.ttf' },
      { family: 'Noto Sans', file: 'NotoSans-Regular.ttf' },
    ],
  },
];

/** The fonts whose files are installed; a machine without them offers none rather than a wrong preview. */
export async function installedFonts(dir = FONT_DIR): Promise<StudioFont[]> {
  const present = await Promise.all(
    CANDIDATES.map(async (font) => {
      const found = await Promise.all(
        font.files.map((f) =>
          access(join(dir, f.file)).then(
            () => true,
            () => false,
          ),
        ),
      );
      return found.every(Boolean) ? font : null;
    }),
  );
  return present.filter((font) => font !== null);
}
