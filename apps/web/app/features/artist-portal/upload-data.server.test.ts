import { describe, expect, it } from 'vitest';
import { fakeTransportApi } from '../../lib/fake-api';
import { publishFromForm } from './upload-data.server';

const fakeApi = fakeTransportApi;

const MEDIA = {
  id: 90,
  pathname: 'artworks/90',
  filename: 'art.webp',
  foldersName: 'artworks',
  url: { small: '/media/90/small.webp', medium: '/media/90/medium.webp', large: '/media/90/large.webp' },
};

function artworkForm(fields: Record<string, string | string[]>, image: File | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) form.append(name, one);
  }
  if (image) form.set('image', image);
  return form;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'art.png', { type: 'image/png' });

describe('publishing an artwork from the portal’s form', () => {
  it('names the field the API’s rules refuse, before anything is uploaded', async () => {
    const { api, sent } = fakeApi(() => ({ status: 500, body: null }));
    const tooMany = Array.from({ length: 13 }, (_, index) => String(index + 1));
    const form = artworkForm({ title: 'Harbour', titleAr: 'الميناء', inventoryIds: tooMany }, png());
    expect(await publishFromForm(api, 'ar', form)).toEqual({ ok: false, field: 'items', refusal: null });
    const untitled = artworkForm({ title: ' ', titleAr: 'الميناء', inventoryIds: '1' }, png());
    expect(await publishFromForm(api, 'ar', untitled)).toEqual({ ok: false, field: 'title', refusal: null });
    expect(sent).toEqual([]);
  });

  it('shows the upload’s refusal by its reason, in Arabic', async () => {
    const { api } = fakeApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'INVALID_DATA',
        reason: 'UNSUPPORTED_IMAGE_TYPE',
        message: 'Only JPEG, PNG, GIF, WebP, BMP and SVG images are accepted.',
      },
    }));
    const form = artworkForm({ title: 'Harbour', titleAr: 'الميناء', inventoryIds: '1' }, png());
    expect(await publishFromForm(api, 'ar', form)).toEqual({
      ok: false,
      field: null,
      refusal: 'نوع هذا الملف غير مقبول. اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP أو BMP أو SVG.',
    });
  });

  it('uploads the image, then publishes the artwork with it', async () => {
    const { api, sent } = fakeApi(({ url }) =>
      url === '/media/upload'
        ? { status: 201, body: MEDIA }
        : {
            status: 201,
            body: {
              artwork: {
                id: 5,
                title: 'Harbour',
                titleAr: 'الميناء',
                slug: 'harbour',
                isActive: true,
                isApproved: false,
                review: 'WAITING',
                decision: null,
                createdAt: '2026-11-26T00:00:00.000Z',
                media: MEDIA,
              },
              productIds: [11],
            },
          },
    );
    const form = artworkForm({ title: ' Harbour ', titleAr: 'الميناء', inventoryIds: '3' }, png());
    expect(await publishFromForm(api, 'en', form)).toEqual({ ok: true });
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST /media/upload',
      'POST /artist/portal/artworks',
    ]);
    expect(JSON.parse(String(sent[1]?.body))).toMatchObject({
      title: 'Harbour',
      mediaId: 90,
      inventoryIds: [3],
    });
  });
});
