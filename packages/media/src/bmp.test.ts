import { describe, expect, it } from 'vitest';
import { decodeBmp, readBmpHeader } from './bmp';
import { MediaRejected } from './rejected';
import { bmpImage } from './test-images';

describe('decodeBmp', () => {
  it('reads a 24-bit bottom-up BMP as RGB with rows padded to four bytes', () => {
    const decoded = decodeBmp(bmpImage(3, 2, [10, 20, 30, 255], 24));
    expect(decoded).toMatchObject({ width: 3, height: 2, channels: 3 });
    expect([...decoded.data]).toEqual(Array(6).fill([10, 20, 30]).flat());
  });

  it('keeps alpha from a 32-bit BMP with an alpha bit field', () => {
    const decoded = decodeBmp(bmpImage(2, 2, [200, 100, 50, 128], 32));
    expect(decoded.channels).toBe(4);
    expect([...decoded.data.subarray(0, 4)]).toEqual([200, 100, 50, 128]);
  });

  it('treats an all-zero alpha channel as opaque', () => {
    const decoded = decodeBmp(bmpImage(2, 1, [1, 2, 3, 0], 32));
    expect(decoded.channels).toBe(3);
    expect([...decoded.data]).toEqual([1, 2, 3, 1, 2, 3]);
  });

  it('puts the first row stored in the file at the bottom of the image', () => {
    const file = bmpImage(1, 2, [0, 0, 0, 255], 24);
    file.set([255, 255, 255], readBmpHeader(file).pixelOffset);
    expect([...decodeBmp(file).data]).toEqual([0, 0, 0, 255, 255, 255]);
  });

  it('rejects truncated pixel data as corrupt', () => {
    const file = bmpImage(10, 10, [1, 2, 3, 255], 24);
    expect(() => decodeBmp(file.subarray(0, file.length - 5))).toThrowError(
      expect.objectContaining({ code: 'CORRUPT' }),
    );
  });

  it('refuses run-length-encoded BMPs as unsupported', () => {
    const file = bmpImage(2, 2, [1, 2, 3, 255], 24);
    file.writeUInt16LE(8, 28);
    file.writeUInt32LE(1, 30);
    expect(() => readBmpHeader(file)).toThrow(MediaRejected);
    expect(() => readBmpHeader(file)).toThrowError(expect.objectContaining({ code: 'UNSUPPORTED_TYPE' }));
  });
});
