import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from './fake-api';
import { loadStudio } from './studio-item.server';

const kwd = (amount: number) => ({ amount, currency: 'KWD' as const });
const media = (id: number, large: string | null) => ({
  id,
  pathname: `m/${id}`,
  filename: `${id}.webp`,
  foldersName: 'm',
  url: { small: large, medium: large, large },
});
const color = (id: number, value: string, nameEn: string, nameAr: string) => ({ id, value, nameEn, nameAr });
const variant = (id: number, colorId: number, sizeId: number, count: number) => ({
  id,
  inventoryId: 1,
  colorId,
  sizeId,
  count,
  surcharge: kwd(id === 12 ? 500 : 0),
  platenId: null,
  kEnvId: null,
  printPositionX: null,
  printPositionY: null,
  printRotation: null,
  color: colorId === 1 ? color(1, '#ffffff', 'White', 'أبيض') : color(2, '#000000', 'Black', 'أسود'),
  size: sizeId === 1 ? { id: 1, label: 'S', labelAr: null } : { id: 2, label: 'M', labelAr: null },
});
const area = { x: 250, y: 200, width: 300, height: 400, widthCm: 30 };

const TEE = {
  id: 1,
  nameEn: 'Classic tee',
  nameAr: 'تيشيرت كلاسيكي',
  price: kwd(5000),
  backPrint: true,
  pocketPrint: false,
  design_request_enabled: true,
  printingType: ['DTG', 'EMBROIDERY'],
  isActive: true,
  mainMedia: null,
  mainMediaLifeStyle: null,
  descriptionEn: '',
  descriptionAr: '',
  minDiagonal: 5,
  maxDiagonal: 40,
  sizeGuide: null,
  maxFontSize: 200,
  minFontSize: 20,
  weight: 180,
  DTGSubType: null,
  sizesPosition: [2, 1],
  colorsPosition: [2, 1],
  rank: 1,
  media: [
    {
      id: 1,
      position: 'FRONT',
      type: 'FRONT',
      printArea: area,
      rank: 1,
      media: media(10, '/front.webp'),
      mockups: [{ colorId: 2, media: media(11, '/front-black.webp') }],
    },
    { id: 2, position: 'BOTH', type: 'FRONT', printArea: area, rank: 2, media: null, mockups: [] },
  ],
  colorsToSizes: [variant(11, 1, 1, 3), variant(12, 2, 2, 0)],
  inventoryToCategories: [],
};

const ok = (body: unknown) => ({ status: 200, body });

describe('loadStudio', () => {
  it('reads the blank item in KWD, in the page language, with colours and sizes in their order', async () => {
    const { api, sent } = fakeApi({
      '/inventory/1': ok(TEE),
      '/colors': ok([{ ...color(7, '#ff0000', 'Red', 'أحمر'), type: 'TEXT' }]),
      '/embroidery-icons': ok([
        {
          id: 3,
          mediaId: 12,
          nameEn: 'Star',
          nameAr: 'نجمة',
          isActive: true,
          media: media(12, '/star.webp'),
        },
        { id: 4, mediaId: null, nameEn: 'Lost', nameAr: 'مفقود', isActive: true, media: null },
      ]),
      '/studio/fonts': ok({ fonts: [] }),
      '/giphy/search': ok({ enabled: true, gifs: [] }),
    });
    const { item, options } = await loadStudio(api, 'ar', 1, vi.fn());
    const urls = sent.map((request) => request.url);
    expect(urls).toContain('/inventory/1?currency=KWD');
    expect(urls).toContain('/colors?type=TEXT');
    expect(item).toMatchObject({
      name: 'تيشيرت كلاسيكي',
      priceFils: 5000,
      printingTypes: ['DTG', 'EMBROIDERY'],
    });
    expect(item.colors.map((c) => c.name)).toEqual(['أسود', 'أبيض']);
    expect(item.sizes.map((s) => s.label)).toEqual(['M', 'S']);
    expect(item.variants).toContainEqual({ id: 12, colorId: 2, sizeId: 2, count: 0, surcharge: 500 });
    // Only the sides a design goes on; a colour without its own mockup falls back to the side's picture.
    expect(item.sides).toEqual([
      {
        side: 'FRONT',
        area,
        mockups: { 2: '/front-black.webp' },
        defaultMockup: '/front.webp',
        mockupSize: 800,
      },
    ]);
    expect(options).toEqual({
      textColors: [{ id: 7, value: '#ff0000', name: 'أحمر' }],
      icons: [{ id: 3, name: 'نجمة', url: '/star.webp' }],
      fonts: [],
      gifsEnabled: true,
    });
  });

  it('keeps the studio usable without its optional parts, and reports why', async () => {
    const report = vi.fn();
    const { api } = fakeApi({ '/inventory/1': ok(TEE), '/colors': ok([]) });
    const { options } = await loadStudio(api, 'en', 1, report);
    expect(options).toMatchObject({ icons: [], fonts: [], gifsEnabled: false });
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('is the 404 page for an unknown item', async () => {
    const { api } = fakeApi({ '/colors': ok([]) });
    await expect(loadStudio(api, 'en', 99, vi.fn())).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('fails loudly when the API answers outside the contract', async () => {
    const { api } = fakeApi({ '/inventory/1': ok({ ...TEE, price: 5000 }), '/colors': ok([]) });
    await expect(loadStudio(api, 'en', 1, vi.fn())).rejects.toThrow(/does not match the contract/);
  });
});
