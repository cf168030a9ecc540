import { describe, expect, it } from 'vitest';
import { assertSafeSvg, svgDensity, svgText } from './svg';
import { svgImage } from './test-images';

const safe = (body: string) => () => assertSafeSvg(svgImage(body).toString());

describe('svgText', () => {
  it('recognises an SVG root after a declaration, comments and a doctype', () => {
    const file = Buffer.from(
      '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n' +
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    expect(svgText(file)).not.toBeNull();
  });

  it('does not take other XML, HTML or binary data for SVG', () => {
    expect(svgText(Buffer.from('<?xml version="1.0"?><html><svg/></html>'))).toBeNull();
    expect(svgText(Buffer.from('<svgfoo/>'))).toBeNull();
    expect(svgText(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0x00]))).toBeNull();
  });

  it('stays fast on a flood of unterminated comments', () => {
    const started = performance.now();
    expect(svgText(Buffer.from('<!--'.repeat(50_000)))).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('assertSafeSvg', () => {
  it('accepts shapes, gradients and references inside the document', () => {
    expect(
      safe(
        '<defs><linearGradient id="g"/></defs><rect id="r" fill="url(#g)" width="5" height="5"/>' +
          '<use href="#r"/><use xlink:href=\'#r\'/><rect style="fill: url( \'#g\' )"/>',
      ),
    ).not.toThrow();
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['an external image', '<image href="https://example.com/a.png"/>'],
    ['a local file', '<image xlink:href="file:///etc/passwd"/>'],
    ['a relative file', '<use href="other.svg#shape"/>'],
    ['an embedded SVG document', '<image href="data:image/svg+xml;base64,AAAA"/>'],
    ['an embedded raster image, which could be a bomb', '<image href="data:image/png;base64,AAAA"/>'],
    ['an external style url', '<rect style="fill: url(https://example.com/x)"/>'],
    ['an imported style sheet', '<style>@import "https://example.com/x.css";</style>'],
    ['an entity declaration', '<!ENTITY x "y">'],
  ])('refuses %s', (_, body) => {
    expect(safe(body)).toThrowError(expect.objectContaining({ code: 'UNSUPPORTED_TYPE' }));
  });
});

describe('svgDensity', () => {
  it('renders the longest side at the target size, within what sharp allows', () => {
    expect(svgDensity(200, 100, 1600)).toBe(576);
    expect(svgDensity(1, 1, 1600)).toBe(100_000);
    expect(svgDensity(1_000_000, 10, 1600)).toBe(1);
  });
});
