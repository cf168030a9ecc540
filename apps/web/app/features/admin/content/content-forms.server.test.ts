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

  it('reads a template’s controls from their fieldsets: blank and removed ones left out, bad ones refused', () => {
    const fields: [string, string][] = [
      ['nameAr', 'نجمة'],
      ['nameEn', 'Star'],
      ['templateCategoryId', ''],
      ['rank', '1'],
      ['templateHtmlCode', '<svg/>'],
    ];
    const ink: [string, string][] = [
      ['control-0-name', ' ink '],
      ['control-0-type', 'color'],
      ['control-0-labelAr', 'الحبر'],
      ['control-0-labelEn', 'Ink'],
      ['control-0-defaultValue', '#8b1e3f'],
      ['control-0-required', 'on'],
      ['control-0-maxLength', ''],
      ['control-0-options', ''],
    ];
    const size: [string, string][] = [
      ['control-1-name', 'size'],
      ['control-1-type', 'choice'],
      ['control-1-labelAr', 'المقاس'],
      ['control-1-labelEn', 'Size'],
      ['control-1-options', 'sm | Small | صغير\nlg\n'],
    ];
    const removed: [string, string][] = [
      ['control-2-name', 'old'],
      ['control-2-labelAr', 'قديم'],
      ['control-2-labelEn', 'Old'],
      ['control-2-remove', 'on'],
    ];
    const blank: [string, string][] = [
      ['control-3-name', ''],
      ['control-3-type', 'text'],
      ['control-3-maxLength', ''],
    ];
    expect(readTemplateForm(formOf([...fields, ...ink, ...size, ...removed, ...blank]))).toMatchObject({
      body: {
        templateCategoryId: null,
        isActive: false,
        templateControls: [
          {
            name: 'ink',
            type: 'color',
            labelEn: 'Ink',
            labelAr: 'الحبر',
            required: true,
            defaultValue: '#8b1e3f',
          },
          {
            name: 'size',
            type: 'choice',
            required: false,
            options: [
              { value: 'sm', labelEn: 'Small', labelAr: 'صغير' },
              { value: 'lg', labelEn: 'lg', labelAr: 'lg' },
            ],
          },
        ],
      },
    });
    expect(readTemplateForm(formOf([...fields, ...blank]))).toMatchObject({ body: { templateControls: [] } });
    const unnamed = ink.map(([name, value]): [string, string] => [name, name.endsWith('name') ? '' : value]);
    expect(readTemplateForm(formOf([...fields, ...unnamed]))).toEqual({
      problem: { fields: ['templateControls'], refusal: null },
    });
    const long = ink.map(([name, value]): [string, string] => [
      name,
      name.endsWith('maxLength') ? 'ten' : value,
    ]);
    expect(readTemplateForm(formOf([...fields, ...long]))).toEqual({
      problem: { fields: ['templateControls'], refusal: null },
    });
  });
});
