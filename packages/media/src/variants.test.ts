import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectUpload } from './intake';
import { animatedGif, bmpImage, jpegImage, pngImage, svgImage } from './test-images';
import { makeVariants } from './variants';

const variantsOf = async (buffer: Buffer) => makeVariants(await inspectUpload(buffer));

async function describeWebp(buffer: Buffer) {
  const { format, width, height, pages, exif, icc } = await sharp(buffer).metadata();
  return { format, width, height, pages, exif, icc };
}

describe('makeVariants', () => {
  it('makes webp variants whose longest side is 300, 800 and 1600', async () => {
    const variants = await variantsOf(await pngImage(3200, 1600));
    expect([variants.width, variants.height]).toEqual([3200, 1600]);
    expect(await describeWebp(variants.small)).toMatchObject({ format: 'webp', width: 300, height: 150 });
    expect(await describeWebp(variants.medium)).toMatchObject({ format: 'webp', width: 800, height: 400 });
    expect(await describeWebp(variants.large)).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('never enlarges a small image', async () => {
    const variants = await variantsOf(await pngImage(500, 250));
    expect(await describeWebp(variants.small)).toMatchObject({ width: 300, height: 150 });
    expect(await describeWebp(variants.medium)).toMatchObject({ width: 500, height: 250 });
    expect(await describeWebp(variants.large)).toMatchObject({ width: 500, height: 250 });
  });

  it('turns a photo upright by its EXIF orientation and strips its metadata', async () => {
    const variants = await variantsOf(await jpegImage(1000, 500, 6));
    expect(await describeWebp(variants.medium)).toEqual({
      format: 'webp',
      width: 400,
      height: 800,
      pages: undefined,
      exif: undefined,
      icc: undefined,
    });
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const variants = await variantsOf(await animatedGif(5, 60, 30));
    expect(await describeWebp(variants.large)).toMatchObject({ width: 60, height: 30, pages: undefined });
    const [red] = (await sharp(variants.large).raw().toBuffer({ resolveWithObject: true })).data;
    expect(red).toBeGreaterThan(200);
  });

  it('renders an SVG sharply at every size, from its declared aspect', async () => {
    const variants = await variantsOf(
      svgImage('<rect width="24" height="12" fill="#0a0"/>', 'width="24" height="12"'),
    );
    expect([variants.width, variants.height]).toEqual([24, 12]);
    expect(await describeWebp(variants.small)).toMatchObject({ width: 300, height: 150 });
    expect(await describeWebp(variants.large)).toMatchObject({ width: 1600, height: 800 });
  });

  it('converts a BMP', async () => {
    const variants = await variantsOf(bmpImage(400, 200, [255, 0, 0, 255], 24));
    expect(await describeWebp(variants.small)).toMatchObject({ format: 'webp', width: 300, height: 150 });
  });
});
