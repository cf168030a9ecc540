import { MediaRejected } from './rejected';

// sharp's prebuilt libvips has no BMP loader, so BMP is decoded here into raw pixels that sharp accepts.
// Only uncompressed and bit-field BMPs (what editors write today) are read; RLE and embedded JPEG/PNG are not.

export interface BmpHeader {
  width: number;
  height: number;
  topDown: boolean;
  bitsPerPixel: number;
  pixelOffset: number;
  stride: number;
  masks: [red: number, green: number, blue: number, alpha: number];
  paletteOffset: number;
  paletteSize: number;
}

export interface DecodedBmp {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
const FILE_HEADER = 14;

const corrupt = (detail: string) => new MediaRejected('CORRUPT', `The BMP image is damaged (${detail}).`);

function defaultMasks(bitsPerPixel: number): BmpHeader['masks'] {
  return bitsPerPixel === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0xff0000, 0x00ff00, 0x0000ff, 0];
}

export function readBmpHeader(buffer: Buffer): BmpHeader {
  if (buffer.length < FILE_HEADER + 40 || buffer.toString('latin1', 0, 2) !== 'BM')
    throw corrupt('short header');
  const infoSize = buffer.readUInt32LE(14);
  if (infoSize < 40) throw new MediaRejected('UNSUPPORTED_TYPE', 'This old BMP variant is not supported.');
  const width = buffer.readInt32LE(18);
  const rawHeight = buffer.readInt32LE(22);
  const bitsPerPixel = buffer.readUInt16LE(28);
  const compression = buffer.readUInt32LE(30);
  const colorsUsed = buffer.readUInt32LE(46);
  if (width <= 0 || rawHeight === 0 || ![1, 4, 8, 16, 24, 32].includes(bitsPerPixel))
    throw corrupt('bad header');

  const bitFields = compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS;
  if (compression !== BI_RGB && !(bitFields && bitsPerPixel >= 16)) {
    throw new MediaRejected('UNSUPPORTED_TYPE', 'Compressed BMP images are not supported; use PNG or JPEG.');
  }
  // A 40-byte header keeps its bit fields just after it; larger headers hold them inside.
  const maskBytes = infoSize === 40 && bitFields ? (compression === BI_ALPHABITFIELDS ? 16 : 12) : 0;
  let masks = defaultMasks(bitsPerPixel);
  if (bitFields) {
    const at = FILE_HEADER + 40;
    if (buffer.length < at + 16) throw corrupt('short header');
    const hasAlpha = infoSize >= 56 || compression === BI_ALPHABITFIELDS;
    masks = [
      buffer.readUInt32LE(at),
      buffer.readUInt32LE(at + 4),
      buffer.readUInt32LE(at + 8),
      hasAlpha ? buffer.readUInt32LE(at + 12) : 0,
    ];
  }
  const paletteSize = bitsPerPixel <= 8 ? colorsUsed || 1 << bitsPerPixel : 0;
  return {
    width,
    height: Math.abs(rawHeight),
    topDown: rawHeight < 0,
    bitsPerPixel,
    pixelOffset: buffer.readUInt32LE(10),
    stride: Math.ceil((width * bitsPerPixel) / 32) * 4,
    masks,
    paletteOffset: FILE_HEADER + infoSize + maskBytes,
    paletteSize,
  };
}

function channelReader(mask: number): (pixel: number) => number {
  if (mask === 0) return () => 255;
  const shift = 31 - Math.clz32(mask & -mask);
  const max = mask >>> shift;
  return (pixel) => Math.round((((pixel & mask) >>> shift) * 255) / max);
}

// Writes one pixel as RGBA into `out` at `at`; a writer per depth keeps the per-pixel loop allocation-free.
type PixelWriter = (rowStart: number, x: number, out: Buffer, at: number) => void;

function pixelWriter(buffer: Buffer, header: BmpHeader): PixelWriter {
  const { bitsPerPixel } = header;
  if (bitsPerPixel <= 8) {
    const perByte = 8 / bitsPerPixel;
    const indexMask = (1 << bitsPerPixel) - 1;
    return (rowStart, x, out, at) => {
      const byte = buffer[rowStart + Math.floor(x / perByte)] ?? 0;
      const index = (byte >> ((perByte - 1 - (x % perByte)) * bitsPerPixel)) & indexMask;
      const entry = index < header.paletteSize ? header.paletteOffset + index * 4 : -1;
      out[at] = entry < 0 ? 0 : (buffer[entry + 2] ?? 0);
      out[at + 1] = entry < 0 ? 0 : (buffer[entry + 1] ?? 0);
      out[at + 2] = entry < 0 ? 0 : (buffer[entry] ?? 0);
      out[at + 3] = 255;
    };
  }
  if (bitsPerPixel === 24) {
    return (rowStart, x, out, at) => {
      const from = rowStart + x * 3;
      out[at] = buffer[from + 2] ?? 0;
      out[at + 1] = buffer[from + 1] ?? 0;
      out[at + 2] = buffer[from] ?? 0;
      out[at + 3] = 255;
    };
  }
  const [red, green, blue, alpha] = header.masks.map(channelReader) as [
    (p: number) => number,
    (p: number) => number,
    (p: number) => number,
    (p: number) => number,
  ];
  const bytes = bitsPerPixel / 8;
  return (rowStart, x, out, at) => {
    const from = rowStart + x * bytes;
    const pixel = bytes === 2 ? buffer.readUInt16LE(from) : buffer.readUInt32LE(from);
    out[at] = red(pixel);
    out[at + 1] = green(pixel);
    out[at + 2] = blue(pixel);
    out[at + 3] = alpha(pixel);
  };
}

export function decodeBmp(buffer: Buffer, header: BmpHeader = readBmpHeader(buffer)): DecodedBmp {
  const { width, height, stride, pixelOffset } = header;
  if (pixelOffset + stride * height > buffer.length) throw corrupt('truncated pixel data');
  if (header.paletteOffset + header.paletteSize * 4 > pixelOffset) throw corrupt('bad palette');
  const write = pixelWriter(buffer, header);
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const rowStart = pixelOffset + stride * (header.topDown ? y : height - 1 - y);
    for (let x = 0; x < width; x++) write(rowStart, x, rgba, (y * width + x) * 4);
  }
  // Many writers declare an alpha mask but leave it all zero; nobody meant such an image to be invisible.
  const hasAlpha = header.masks[3] !== 0 && rgba.some((value, i) => i % 4 === 3 && value !== 0);
  if (hasAlpha) return { data: rgba, width, height, channels: 4 };
  const rgb = Buffer.alloc(width * height * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4, to += 3) rgba.copy(rgb, to, from, from + 3);
  return { data: rgb, width, height, channels: 3 };
}
