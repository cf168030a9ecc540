import { describe, expect, it } from 'vitest';
import { isPlaceholderMedia, isValidMedia, type MediaRef, mediaUrl, PLACEHOLDER_MEDIA_ID } from './media-url';

const photo: MediaRef = { id: 1, pathname: 'abc123.png', filename: 'shirt.png', foldersName: 'products' };

describe('mediaUrl', () => {
  it('points images at their small webp variant by default', () => {
    expect(mediaUrl(photo)).toBe('/media/products/small_abc123.webp');
  });

  it('uses the requested size and media base', () => {
    expect(mediaUrl(photo, 'large', 'https://cdn.example.com')).toBe(
      'https://cdn.example.com/media/products/large_abc123.webp',
    );
    expect(mediaUrl(photo, 'medium', 'https://cdn.example.com/')).toBe(
      'https://cdn.example.com/media/products/medium_abc123.webp',
    );
  });

  it('treats every image extension, in any case, as resized webp', () => {
    for (const ext of ['jpg', 'JPEG', 'png', 'gif', 'bmp', 'svg', 'webp']) {
      expect(mediaUrl({ ...photo, pathname: `a.${ext}` }, 'small')).toBe('/media/products/small_a.webp');
    }
  });

  it('drops only the last extension from the name', () => {
    expect(mediaUrl({ ...photo, pathname: 'front.v2.jpg' })).toBe('/media/products/small_front.v2.webp');
  });

  it('keeps the own name of files that are not images', () => {
    const brief = { id: 2, pathname: 'x9.pdf', filename: 'brief.pdf', foldersName: 'design-requests' };
    expect(mediaUrl(brief, 'large')).toBe('/media/design-requests/brief.pdf');
    expect(mediaUrl({ ...brief, filename: null })).toBe('/media/design-requests/x9.pdf');
    expect(mediaUrl({ ...brief, pathname: 'README', filename: null })).toBe('/media/design-requests/README');
  });

  it('encodes names but keeps nested folders', () => {
    const arabic = { id: 3, pathname: 'قميص أزرق.png', filename: null, foldersName: 'artworks/2024' };
    expect(mediaUrl(arabic)).toBe(`/media/artworks/2024/small_${encodeURIComponent('قميص أزرق')}.webp`);
    expect(mediaUrl({ ...photo, pathname: 'a#b.pdf', filename: null })).toBe('/media/products/a%23b.pdf');
    expect(mediaUrl({ ...photo, pathname: '../x.png' })).toBe('/media/products/small_..%2Fx.webp');
    expect(mediaUrl({ ...photo, foldersName: '../secrets' })).toBe('/media/secrets/small_abc123.webp');
  });

  it('returns null without both a pathname and a folder', () => {
    expect(mediaUrl({ ...photo, pathname: null })).toBeNull();
    expect(mediaUrl({ ...photo, foldersName: null })).toBeNull();
    expect(mediaUrl({ ...photo, pathname: '' })).toBeNull();
    expect(mediaUrl(null)).toBeNull();
    expect(mediaUrl(undefined)).toBeNull();
  });
});

describe('isValidMedia', () => {
  it('needs both a pathname and a folder', () => {
    expect(isValidMedia(photo)).toBe(true);
    expect(isValidMedia({ ...photo, foldersName: '' })).toBe(false);
    expect(isValidMedia({ ...photo, pathname: null })).toBe(false);
    expect(isValidMedia(null)).toBe(false);
  });
});

describe('isPlaceholderMedia', () => {
  it('recognises media 2608505 only', () => {
    expect(PLACEHOLDER_MEDIA_ID).toBe(2608505);
    expect(isPlaceholderMedia({ id: 2608505 })).toBe(true);
    expect(isPlaceholderMedia(photo)).toBe(false);
    expect(isPlaceholderMedia(null)).toBe(false);
  });
});
