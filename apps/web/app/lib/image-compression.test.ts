import { describe, expect, it } from 'vitest';
import { compressImage, fitWithin, NotAnImageError } from './image-compression';

describe('fitWithin', () => {
  it('scales the longer side down to 2000 px and keeps the proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(1000, 5000)).toEqual({ width: 400, height: 2000 });
  });

  it('never scales up', () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe('compressImage', () => {
  it('refuses files that are not images', async () => {
    const text = new Blob(['hello'], { type: 'text/plain' });
    await expect(compressImage(text)).rejects.toBeInstanceOf(NotAnImageError);
    await expect(compressImage(new Blob(['%PDF'], { type: 'application/pdf' }))).rejects.toThrow(
      'Only image files can be uploaded',
    );
  });
});
