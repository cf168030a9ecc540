import fc from 'fast-check';
import { nastyText } from './nasty-values';

export type Body = { contentType?: string; payload?: string | Buffer };

const BOUNDARY = 'fuzzB0undary';
const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');

// The first bytes of the formats the uploads sniff for, followed by junk, and junk alone.
const fileContent: fc.Arbitrary<Buffer> = fc.oneof(
  fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 0xff)]),
    Buffer.from('GIF89a\u0001\u0000\u0001\u0000junk'),
    Buffer.from('%PDF-1.7\n%junk'),
    Buffer.from('\xff\xd8\xff\xe0junk', 'latin1'),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.from('BM\u0000\u0000junk'),
    Buffer.alloc(0),
  ),
);

function part(name: string, content: Buffer | string, filename?: string): Buffer {
  const disposition = filename === undefined ? '' : `; filename="${filename}"`;
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${disposition}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from('\r\n')]);
}

const CLOSE = Buffer.from(`--${BOUNDARY}--\r\n`);

const contentType = fc.constantFrom(
  `multipart/form-data; boundary=${BOUNDARY}`,
  `multipart/form-data; boundary="${BOUNDARY}"`,
  'multipart/form-data',
  'multipart/form-data; boundary=',
  `multipart/form-data; boundary=other`,
  `multipart/mixed; boundary=${BOUNDARY}`,
);

const parts: fc.Arbitrary<Buffer[]> = fc.oneof(
  fc.tuple(fileContent, nastyText).map(([content, filename]) => [part('file', content, filename)]),
  fc
    .tuple(nastyText, nastyText, fileContent)
    .map(([field, value, content]) => [part(field || 'x', value), part('file', content, 'a.png')]),
  // Past the limits: two files, more fields than allowed, a field named after a prototype property.
  fileContent.map((content) => [part('file', content, 'a.png'), part('file', content, 'b.png')]),
  fc.constant(Array.from({ length: 12 }, (_, i) => part(`f${i}`, 'v'))),
  fileContent.map((content) => [part('__proto__', 'x'), part('file', content, 'a.png')]),
  fileContent.map((content) => [Buffer.from(`--${BOUNDARY}\r\nX-No-Disposition: 1\r\n\r\n`), content]),
);

/** Multipart bodies: no boundary, no closing boundary, parts cut short, garbage, limits crossed. */
export const brokenMultipart: fc.Arbitrary<Body> = fc
  .tuple(contentType, parts, fc.constantFrom('whole', 'no close', 'cut', 'garbage'))
  .map(([type, pieces, ending]) => {
    const whole = Buffer.concat([...pieces, CLOSE]);
    const payload =
      ending === 'whole'
        ? whole
        : ending === 'no close'
          ? Buffer.concat(pieces)
          : ending === 'cut'
            ? whole.subarray(0, Math.floor(whole.length / 2))
            : Buffer.from('garbage\r\n--not-a-boundary');
    return { contentType: type, payload };
  });

const BAD_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  '[',
  'nul',
  '"\u0000"',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '1e309',
  '{"a":1e309}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
];

/** JSON that does not parse, or parses into something hostile. */
export const badJson: fc.Arbitrary<Body> = fc
  .tuple(
    fc.constantFrom(...BAD_JSON),
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
    ),
  )
  .map(([payload, type]) => ({ contentType: type, payload }));

/** A body in a type the API does not take, or none at all under a JSON header. */
export const wrongContentType: fc.Arbitrary<Body> = fc.oneof(
  fc.record({
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/octet-stream',
      'image/png',
      'application/json-patch+json',
      '*/*',
      'garbage',
    ),
    payload: fc.constantFrom('a=1&b=%00', '<a>1</a>', '{"a":1}', '\u0000'),
  }),
  fc.constantFrom<Body>(
    { contentType: 'application/json' },
    {},
    { contentType: 'application/json', payload: `"${'x'.repeat(1_100_000)}"` },
  ),
);
