import { describe, expect, it } from 'vitest';
import { inspectUpload } from './intake';
import { animatedGif, bmpImage, jpegImage, pngBomb, pngImage, svgImage } from './test-images';

const rejection = (code: string) => expect.objectContaining({ name: 'MediaRejected', code });

describe('inspectUpload', () => {
  it('accepts each supported type by its content', async () => {
    const cases = [
      [await pngImage(40, 30), 'png', 'image/png'],
      [await jpegImage(40, 30), 'jpg', 'image/jpeg'],
      [await animatedGif(3), 'gif', 'image/gif'],
      [bmpImage(40, 30, [1, 2, 3, 255], 24), 'bmp', 'image/bmp'],
      [svgImage('<rect width="10" height="10"/>'), 'svg', 'image/svg+xml'],
    ] as const;
    for (const [buffer, type, mimeType] of cases) {
      await expect(inspectUpload(buffer)).resolves.toMatchObject({ type, mimeType });
    }
  });

  it('reports the size as shown, after EXIF rotation', async () => {
    const image = await inspectUpload(await jpegImage(40, 20, 6));
    expect([image.width, image.height]).toEqual([20, 40]);
  });

  it('counts the frames of an animated GIF and refuses too many', async () => {
    const gif = await animatedGif(4);
    await expect(inspectUpload(gif)).resolves.toMatchObject({ frames: 4, width: 20, height: 10 });
    await expect(inspectUpload(gif, { maxFrames: 3 })).rejects.toThrowError(rejection('TOO_MANY_PIXELS'));
  });

  it('refuses text, PDFs and other formats whatever their name', async () => {
    await expect(inspectUpload(Buffer.from('just some text, saved as photo.png'))).rejects.toThrowError(
      rejection('UNSUPPORTED_TYPE'),
    );
    await expect(inspectUpload(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).rejects.toThrowError(
      rejection('UNSUPPORTED_TYPE'),
    );
  });

  it('refuses SVGs with scripts or outside references', async () => {
    const svg = svgImage('<script>fetch("/api/users")</script><rect width="10" height="10"/>');
    await expect(inspectUpload(svg)).rejects.toThrowError(rejection('UNSUPPORTED_TYPE'));
  });

  it('refuses a truncated PNG or JPEG as corrupt', async () => {
    const png = await pngImage(200, 200);
    const jpeg = await jpegImage(200, 200);
    await expect(inspectUpload(png.subarray(0, png.length - 40))).rejects.toThrowError(rejection('CORRUPT'));
    await expect(inspectUpload(jpeg.subarray(0, jpeg.length / 2))).rejects.toThrowError(rejection('CORRUPT'));
  });

  it('refuses a malformed SVG and an empty file as corrupt', async () => {
    await expect(
      inspectUpload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect')),
    ).rejects.toThrowError(rejection('CORRUPT'));
    await expect(inspectUpload(Buffer.alloc(0))).rejects.toThrowError(rejection('CORRUPT'));
  });

  it('refuses a decompression bomb: a small file of 48 megapixels', async () => {
    const bomb = await pngBomb(8000, 6000);
    expect(bomb.length).toBeLessThan(200_000);
    await expect(inspectUpload(bomb)).rejects.toThrowError(rejection('TOO_MANY_PIXELS'));
  });

  it('refuses an SVG that would need too many pixels even at the lowest density', async () => {
    const svg = svgImage('<rect width="10" height="10"/>', 'width="2000000" height="2000000"');
    await expect(inspectUpload(svg)).rejects.toThrowError(rejection('TOO_MANY_PIXELS'));
  });

  it('refuses a BMP over the pixel limit without decoding it', async () => {
    await expect(
      inspectUpload(bmpImage(100, 100, [1, 2, 3, 255], 24), { maxPixels: 5000 }),
    ).rejects.toThrowError(rejection('TOO_MANY_PIXELS'));
  });

  it('refuses files over the byte limit, 15 MB by default', async () => {
    const png = await pngImage(40, 40);
    await expect(inspectUpload(png, { maxBytes: png.length - 1 })).rejects.toThrowError(
      rejection('TOO_LARGE'),
    );
    await expect(inspectUpload(Buffer.alloc(15 * 1024 * 1024 + 1))).rejects.toThrowError(
      rejection('TOO_LARGE'),
    );
  });
});
