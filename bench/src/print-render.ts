// The studio's print-file render (target: under 3 s per side), measured in this process on the largest
// print area of the demo catalogue: a full-resolution photo, a rotated picture and Arabic text.

import { renderPrintFile } from '@seed/api/modules/studio/render-print';
import { renderText } from '@seed/api/modules/studio/render-text';
import type { Layer, TextLayer } from '@seed/domain/design';
import sharp from 'sharp';

const AREA = { x: 280, y: 170, width: 240, height: 330, widthCm: 32 };
const RUNS = 5;

async function photo(width: number, height: number) {
  // Noise compresses like a photo does, unlike a flat colour.
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function benchPrintRender() {
  const picture = { data: await photo(4000, 3000), isSvg: false, width: 4000, height: 3000 };
  const text: TextLayer = {
    kind: 'text',
    text: 'صُنع في الكويت\nMade in Kuwait',
    fontFamily: 'Noto Sans Arabic',
    fontSize: 48,
    colorId: 1,
    x: 0.5,
    y: 0.85,
    rotation: 0,
    direction: 'rtl',
  };
  const layers: Layer[] = [
    { kind: 'image', mediaId: 1, x: 0.5, y: 0.4, width: 0.9, aspect: 0.75, rotation: 0 },
    { kind: 'image', mediaId: 1, x: 0.7, y: 0.2, width: 0.3, aspect: 0.75, rotation: 20 },
    text,
  ];
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    // Text is drawn per request too, so it is part of the time.
    const texts = new Map<Layer, Awaited<ReturnType<typeof renderText>>>([
      [text, await renderText(text, ['Noto Sans Arabic', 'Noto Sans'], '#c0392b')],
    ]);
    await renderPrintFile(AREA, layers, { pictures: () => picture, texts });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)]!, maxMs: times[times.length - 1]!, runs: RUNS };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchPrintRender();
  console.log(
    `print file render per side: median ${result.medianMs.toFixed(0)} ms, max ${result.maxMs.toFixed(0)} ms (${result.runs} runs)`,
  );
}
