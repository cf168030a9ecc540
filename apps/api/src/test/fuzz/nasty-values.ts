import fc from 'fast-check';

/** A JSON token written as it is, for numbers JSON.stringify cannot write (1e309 parses as Infinity). */
class RawJson {
  constructor(readonly text: string) {}
}

// Text that has broken servers: NUL and other control characters, lone surrogates, paths, encodings,
// numbers as text, injections, and sizes far past any field's limit.
// What the database cannot store, drawn often: it is the commonest way a request got to a 500.
const UNSTORABLE_TEXT = ['\u0000', 'a\u0000b', 'shirt\u0000', '\ud800', 'a\udfffb', '\u0000\ud800'];

const NASTY_TEXT = [
  '',
  ' ',
  '%00',
  '\u0001\u0008\u001b\u007f',
  '\r\n',
  '\uffff\ufffe',
  '😀👩🏽‍🎨',
  'مرحبا\u200f',
  '../',
  '../../../etc/passwd',
  '..%2F..%2F',
  '..\\..\\',
  '%',
  '%zz',
  '%E0%A4%A',
  'null',
  'true',
  '1e309',
  '-1e309',
  '-1',
  '0',
  '-0',
  '1.5',
  'NaN',
  'Infinity',
  '0x7fffffff',
  '99999999999999999999999',
  '2147483648',
  '__proto__',
  'constructor',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection is the point of this text.
  '{{7*7}}${7*7}',
  '//evil.example',
  'javascript:alert(1)',
  'x'.repeat(5_000),
  'ش'.repeat(70_000),
];

const NASTY_NUMBERS: unknown[] = [
  0,
  -1,
  -0,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  5e-324,
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('1e-400'),
  new RawJson('123456789012345678901234567890'),
];

// Any code unit, lone surrogates and controls included.
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...UNSTORABLE_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 1, arbitrary: fc.string({ unit: codeUnit, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
);

export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.double(),
  fc.integer(),
);

/** A value of any JSON type, for a field that expects another one. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { '': null }, { __proto__: null, a: 1 }),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { maxKeys: 3 }),
);

/** JSON text with RawJson tokens written raw. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => toJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${fields.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
