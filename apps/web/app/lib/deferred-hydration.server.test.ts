import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { deferHydration } from './deferred-hydration.server';

const SHELL = [
  '<!DOCTYPE html><html lang="ar"><head><link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/></head><body><h1>مرحبا</h1>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>',
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

async function render(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(deferHydration())) out.push(Buffer.from(chunk));
  return Buffer.concat(out).toString('utf8');
}

// Every way of cutting the page into two chunks, including inside tags and inside an Arabic letter.
const cuts = (bytes: Buffer) => Array.from({ length: bytes.length - 1 }, (_, i) => i + 1);

describe('deferHydration', () => {
  it('takes out the modulepreload links and loads them and the module script after the first paint', async () => {
    const html = await render([Buffer.from(SHELL)]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<h1>مرحبا</h1>');
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
    expect(html).toContain('requestAnimationFrame(function(){setTimeout(o,0)})');
    expect(html).toContain("addEventListener('load',o,{once:true})");
    expect(html).toContain('["/assets/entry.js","/assets/root.js"]');
    expect(html).toContain('s.nonce="n1"');
    expect(html).toContain('import(\\"/assets/entry.js\\");');
    expect(html).toMatch(/streamController\.close\(\);<\/script><\/body><\/html>$/);
  });

  it('gives the same page however the stream is cut', async () => {
    const bytes = Buffer.from(SHELL);
    const whole = await render([bytes]);
    for (const cut of cuts(bytes)) {
      expect(await render([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
  });

  it('leaves a page without React Router scripts as it is', async () => {
    const page = '<html><body><p>لا شيء</p><a href="/x">x</a></body></html>';
    expect(await render([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))])).toBe(page);
  });

  it('keeps "</" in the module script from closing the loader early', async () => {
    const html = await render([
      Buffer.from('<body><script nonce="n" type="module" async="">const a = "</div>";</script></body>'),
    ]);
    expect(html).not.toContain('"</div>"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});
