import { describe, expect, it } from 'vitest';
import { fillTemplate, imageValues, resolveControlValues, type TemplateControl } from './template-controls';

const controls: TemplateControl[] = [
  {
    name: 'text',
    type: 'text',
    labelEn: 'Text',
    labelAr: 'النص',
    required: true,
    maxLength: 12,
    defaultValue: 'نورة',
  },
  {
    name: 'color',
    type: 'color',
    labelEn: 'Colour',
    labelAr: 'اللون',
    required: true,
    defaultValue: '#1f2937',
  },
  {
    name: 'style',
    type: 'choice',
    labelEn: 'Style',
    labelAr: 'النمط',
    required: false,
    options: [
      { value: 'bold', labelEn: 'Bold', labelAr: 'عريض' },
      { value: 'light', labelEn: 'Light', labelAr: 'خفيف' },
    ],
    defaultValue: 'bold',
  },
];

const order = { preview: false };

describe('resolveControlValues', () => {
  it('takes trimmed values of the right kind', () => {
    expect(
      resolveControlValues(controls, { text: '  فهد  ', color: '#AA0000', style: 'light' }, order),
    ).toEqual({
      values: { text: 'فهد', color: '#AA0000', style: 'light' },
      problems: [],
    });
  });

  it('needs every required control for an order, but fills defaults for a preview', () => {
    const missing = resolveControlValues(controls, { color: '#000000' }, order);
    expect(missing.problems).toEqual([expect.objectContaining({ control: 'text', problem: 'REQUIRED' })]);
    expect(resolveControlValues(controls, {}, { preview: true })).toEqual({
      values: { text: 'نورة', color: '#1f2937', style: 'bold' },
      problems: [],
    });
  });

  it('counts characters, not UTF-16 units, and refuses longer texts', () => {
    expect(
      resolveControlValues(controls, { text: 'عبدالرحمن ١٢', color: '#000000' }, order).problems,
    ).toEqual([]);
    const long = resolveControlValues(controls, { text: 'عبدالرحمن الكبير', color: '#000000' }, order);
    expect(long.problems).toEqual([expect.objectContaining({ control: 'text', problem: 'TOO_LONG' })]);
  });

  it('refuses values of the wrong kind and unknown controls', () => {
    const result = resolveControlValues(
      controls,
      { text: 'a\nb', color: 'red', style: 'italic', size: '12', extra: 1 },
      order,
    );
    expect(result.problems.map((p) => [p.control, p.problem])).toEqual([
      ['size', 'UNKNOWN'],
      ['extra', 'UNKNOWN'],
      ['text', 'NOT_TEXT'],
      ['color', 'NOT_A_COLOR'],
      ['style', 'NOT_AN_OPTION'],
    ]);
    const notString = resolveControlValues(controls, { text: 5, color: '#000000' }, order);
    expect(notString.problems).toEqual([expect.objectContaining({ control: 'text', problem: 'NOT_TEXT' })]);
  });

  it('takes the id of an uploaded image in an image control, nothing else', () => {
    const photo: TemplateControl = {
      name: 'photo',
      type: 'image',
      labelEn: 'P',
      labelAr: 'ص',
      required: false,
    };
    const accepted = resolveControlValues([photo], { photo: ' 12 ' }, order);
    expect(accepted).toEqual({ values: { photo: '12' }, problems: [] });
    expect(imageValues([photo], accepted.values)).toEqual(new Map([['photo', 12]]));
    for (const bad of [
      '0',
      '-3',
      '1.5',
      'https://evil.test/x.png',
      'data:image/png;base64,AA',
      '99999999999',
    ]) {
      const refused = resolveControlValues([photo], { photo: bad }, order);
      expect(refused.problems, bad).toEqual([expect.objectContaining({ problem: 'NOT_AN_IMAGE' })]);
    }
    expect(resolveControlValues([photo], {}, order)).toEqual({ values: { photo: '' }, problems: [] });
    expect(imageValues([photo], { photo: '' })).toEqual(new Map());
    const required = resolveControlValues([{ ...photo, required: true }], {}, order);
    expect(required.problems).toEqual([expect.objectContaining({ problem: 'REQUIRED' })]);
  });
});

describe('fillTemplate', () => {
  it('replaces every placeholder with its escaped value', () => {
    const markup = '<text fill="{{color}}">{{ text }}</text><text>{{text}}{{missing}}</text>';
    expect(fillTemplate(markup, { color: '#ff0000', text: '<b>"فهد" & co</b>' })).toBe(
      '<text fill="#ff0000">&#60;b&#62;&#34;فهد&#34; &#38; co&#60;/b&#62;</text>' +
        '<text>&#60;b&#62;&#34;فهد&#34; &#38; co&#60;/b&#62;</text>',
    );
  });

  it('ignores inherited names', () => {
    expect(fillTemplate('{{constructor}}', {})).toBe('');
  });
});
