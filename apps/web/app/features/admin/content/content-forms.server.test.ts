import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readBundleForm } from './bundle-form.server';
import { readPromoForm } from './promo-form.server';
import { readTemplateForm } from './template-form.server';

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};
// No file is sent in these forms, so nothing is uploaded and the request and context are never used.
const request = new Request('http://store.test/ar/admin');
const context = {} as AppLoadContext;

describe('the content desk forms', () => {
  const promo: [string, string][] = [
    ['nameAr', 'عرض'],
    ['nameEn', 'Offer'],
    ['link', '/shop'],
    ['backgroundColor', '#112233'],
    ['rank', '2'],
    ['isActive', 'on'],
    ['startsAt', '2026-12-01T09:00'],
    ['endsAt', ''],
  ];

  it('reads a slide with its dates in Kuwait time and keeps the current pictures', async () => {
    const read = await readPromoForm(request, context, 'slide', formOf(promo), { mediaId: 4, mediaArId: 5 });
    expect(read).toEqual({
      body: {
        nameAr: 'عرض',
        nameEn: 'Offer',
        link: '/shop',
        backgroundColor: '#112233',
        rank: 2,
        isActive: true,
        startsAt: '2026-12-01T06:00:00.000Z',
        endsAt: null,
        mediaId: 4,
        mediaArId: 5,
      },
    });
  });

  it('drops a picture when asked, and names the fields that are wrong', async () => {
    const removed = await readPromoForm(
      request,
      context,
      'banner',
      formOf([...promo, ['appLink', '/shop'], ['pictureArRemove', 'on']]),
      { mediaId: 4, mediaArId: 5 },
    );
    expect(removed).toMatchObject({ body: { appLink: '/shop', mediaId: 4, mediaArId: null } });
    const wrong = await readPromoForm(
      request,
      context,
      'banner',
      formOf([
        ...promo.filter(([name]) => name !== 'startsAt' && name !== 'link'),
        ['startsAt', 'soon'],
        ['link', '//evil.example'],
        ['appLink', 'https://evil.example'],
      ]),
      { mediaId: null, mediaArId: null },
    );
    expect(wrong).toEqual({ problem: { fields: ['link', 'startsAt', 'appLink'], refusal: null } });
  });

  it('reads a bundle’s item rows, leaving out the rows without a garment', async () => {
    const read = await readBundleForm(
      request,
      context,
      formOf([
        ['nameAr', 'طقم'],
        ['nameEn', 'Set'],
        ['discountPercentage', '20'],
        ['rank', '0'],
        ['inventoryId', '3'],
        ['templateId', ''],
        ['templateCategoryId', '7'],
        ['count', '2'],
        ['inventoryId', ''],
        ['templateId', ''],
        ['templateCategoryId', ''],
        ['count', '1'],
      ]),
      9,
    );
    expect(read).toEqual({
      body: {
        nameAr: 'طقم',
        nameEn: 'Set',
        discountPercentage: 20,
        rank: 0,
        isActive: false,
        items: [{ inventoryId: 3, templateId: null, templateCategoryId: 7, count: 2 }],
        mediaId: 9,
      },
    });
  });

  it('reads a template’s controls as JSON and refuses what is not', () => {
    const fields: [string, string][] = [
      ['nameAr', 'نجمة'],
      ['nameEn', 'Star'],
      ['templateCategoryId', ''],
      ['rank', '1'],
      ['templateHtmlCode', '<svg/>'],
    ];
    const controls = [{ name: 'ink', type: 'color', labelEn: 'Ink', labelAr: 'الحبر', required: true }];
    expect(
      readTemplateForm(formOf([...fields, ['templateControls', JSON.stringify(controls)]])),
    ).toMatchObject({
      body: { templateCategoryId: null, templateControls: controls, isActive: false },
    });
    expect(readTemplateForm(formOf([...fields, ['templateControls', '[{"name":']]))).toEqual({
      problem: { fields: ['templateControls'], refusal: null },
    });
  });
});
