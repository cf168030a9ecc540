import sharp from 'sharp';

// Real images made on the spot for tests here and in the API, so no binary fixtures are committed.

export const pngImage = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

export const jpegImage = (width: number, height: number, orientation?: number) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#2980b9' } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

export async function animatedGif(frames: number, width = 20, height = 10): Promise<Buffer> {
  const colours = ['#e74c3c', '#3498db'];
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) => pngImage(width, height, colours[i % colours.length])),
  );
  return sharp(pages, { join: { animated: true } })
    .gif()
    .toBuffer();
}

export const svgImage = (body: string, attributes = 'width="120" height="60"') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ` +
      `xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes}>${body}</svg>`,
  );

// Few bytes, many pixels: what a decompression bomb looks like to a server.
export const pngBomb = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fff' }, limitInputPixels: false })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();

// A bottom-up BMP with a 40-byte header: 24-bit BGR, or 32-bit BGRA with an alpha bit field.
export function bmpImage(
  width: number,
  height: number,
  rgba: [number, number, number, number],
  bits: 24 | 32,
) {
  const stride = Math.ceil((width * bits) / 32) * 4;
  const masks = bits === 32 ? 16 : 0;
  const pixelOffset = 14 + 40 + masks;
  const buffer = Buffer.alloc(pixelOffset + stride * height);
  buffer.write('BM', 0, 'latin1');
  buffer.writeUInt32LE(buffer.length, 2);
  buffer.writeUInt32LE(pixelOffset, 10);
  buffer.writeUInt32LE(40, 14);
  buffer.writeInt32LE(width, 18);
  buffer.writeInt32LE(height, 22);
  buffer.writeUInt16LE(1, 26);
  buffer.writeUInt16LE(bits, 28);
  buffer.writeUInt32LE(bits === 32 ? 6 : 0, 30);
  if (bits === 32) {
    for (const [i, mask] of [0xff0000, 0xff00, 0xff, 0xff000000].entries())
      buffer.writeUInt32LE(mask, 54 + i * 4);
  }
  const [r, g, b, a] = rgba;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = pixelOffset + y * stride + (x * bits) / 8;
      buffer.set(bits === 32 ? [b, g, r, a] : [b, g, r], at);
    }
  }
  return buffer;
}
