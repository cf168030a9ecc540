import { describe, expect, it } from 'vitest';
import { placeholderNames, sampleControlValues, unknownPlaceholders } from './template-authoring';
import type { TemplateControl } from './template-controls';

const control = (
  fields: Partial<TemplateControl> & Pick<TemplateControl, 'name' | 'type'>,
): TemplateControl => ({
  labelEn: 'Name',
  labelAr: 'الاسم',
  required: true,
  ...fields,
});

describe('template authoring', () => {
  it('lists each placeholder once, spaces inside the braces allowed', () => {
    expect(placeholderNames('<text>{{ name }}</text><rect fill="{{colour}}"/>{{name}}')).toEqual([
      'name',
      'colour',
    ]);
    expect(placeholderNames('<svg/>')).toEqual([]);
  });

  it('names the placeholders no control fills', () => {
    const markup = '<text fill="{{ink}}">{{name}} {{year}}</text>';
    expect(unknownPlaceholders(markup, [{ name: 'name' }, { name: 'ink' }])).toEqual(['year']);
    expect(unknownPlaceholders(markup, [{ name: 'name' }, { name: 'ink' }, { name: 'year' }])).toEqual([]);
  });

  it('fills a preview with defaults, else a sample of each kind, and leaves image slots out', () => {
    const values = sampleControlValues([
      control({ name: 'name', type: 'text', labelEn: 'A rather long label', maxLength: 6 }),
      control({ name: 'motto', type: 'text', defaultValue: 'يا هلا' }),
      control({ name: 'ink', type: 'color' }),
      control({
        name: 'style',
        type: 'choice',
        options: [
          { value: 'bold', labelEn: 'Bold', labelAr: 'عريض' },
          { value: 'thin', labelEn: 'Thin', labelAr: 'رفيع' },
        ],
      }),
      control({ name: 'photo', type: 'image' }),
    ]);
    expect(values).toEqual({ name: 'A rath', motto: 'يا هلا', ink: '#1f2937', style: 'bold' });
  });
});
