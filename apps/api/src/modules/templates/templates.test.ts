import { testDatabaseKinds } from '@seed/db/test-database';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { type BundleFixtures, insertBundleFixtures } from '../bundles/bundle-fixtures';
import { PRINT_WIDTH_PX } from './render';

describe.each(testDatabaseKinds())('templates on %s', (kind) => {
  const t = useCatalogApi(kind);
  let f: BundleFixtures;
  beforeAll(async () => {
    f = await insertBundleFixtures(t.api.db, t.catalog);
  });
  const render = (id: number, controls?: object) =>
    t.get(
      `/api/template/${id}/generateHtmlCode${controls ? `?controls=${encodeURIComponent(JSON.stringify(controls))}` : ''}`,
    );

  it('fills the controls into the sanitised markup: no script, handler or external load survives', async () => {
    const reply = await render(f.templates.bigName, { text: 'فهد', color: '#aa0000' });
    expect(reply.statusCode).toBe(200);
    const { html, values } = reply.json();
    expect(values).toEqual({ text: 'فهد', color: '#aa0000' });
    expect(html).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 600 600">/);
    expect(html).toContain('fill="#aa0000" text-anchor="middle">فهد</text>');
    expect(html).toContain('<rect width="600" height="600" fill="none"></rect>');
    for (const banned of ['<script', 'fetch(', 'onload', 'evil.test', '<image', '{{']) {
      expect(html).not.toContain(banned);
    }
  });

  it('renders the same markup for the same values, and defaults for a preview', async () => {
    const values = { text: 'Noura <b>&</b>', color: '#123456' };
    const [a, b] = await Promise.all([
      render(f.templates.circle, values),
      render(f.templates.circle, values),
    ]);
    expect(a.json().html).toBe(b.json().html);
    expect(a.json().html).toContain('>Noura &#60;b&#62;&#38;&#60;/b&#62;</text>');
    const preview = (await render(f.templates.circle)).json();
    expect(preview.values).toEqual({ text: 'نورة', color: '#1f2937' });
  });

  it('takes the values in a POST body too', async () => {
    const reply = await t.api.app.inject({
      method: 'POST',
      url: `/api/template/${f.templates.kidsName}/generateHtmlCode`,
      payload: { controls: { text: 'سارة' } },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().html).toContain('>سارة</text>');
  });

  it.each([
    [{ text: 'اسم طويل جدا جدا' }, /at most 12 characters/, 'TEMPLATE_TEXT_TOO_LONG'],
    [{ color: 'red' }, /colour/, 'TEMPLATE_VALUE_NOT_A_COLOR'],
    [{ font: 'Arial' }, /no control font/, 'TEMPLATE_CONTROL_UNKNOWN'],
    [{ text: 'a\u0000b' }, /one line/, 'TEMPLATE_VALUE_NOT_TEXT'],
  ])('refuses bad values with a clear message and reason: %j', async (controls, message, reason) => {
    const reply = await render(f.templates.bigName, controls);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(message);
    expect(reply.json().reason).toBe(reason);
  });

  it('refuses controls that are not a JSON object, and unknown templates', async () => {
    const notJson = await t.get(`/api/template/${f.templates.bigName}/generateHtmlCode?controls=%7Bnope`);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/JSON object/);
    const notStrings = await render(f.templates.bigName, { text: 5 });
    expect(notStrings.statusCode).toBe(400);
    expect((await render(999_999)).statusCode).toBe(404);
  });

  it('renders the print file with the same renderer: a transparent 300 DPI PNG with the Arabic name', async () => {
    const controls = encodeURIComponent(JSON.stringify({ text: 'عبد الله', color: '#b91c1c' }));
    const reply = await t.get(`/api/template/${f.templates.circle}/print?controls=${controls}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    const image = sharp(reply.rawPayload);
    const meta = await image.metadata();
    expect(meta).toMatchObject({
      format: 'png',
      width: PRINT_WIDTH_PX,
      height: PRINT_WIDTH_PX,
      density: 300,
    });
    expect(meta.hasAlpha).toBe(true);
    const { data } = await image.clone().extractChannel('alpha').raw().toBuffer({ resolveWithObject: true });
    const corner = data[0];
    const drawn = data.filter((alpha) => alpha > 0).length;
    expect(corner).toBe(0);
    expect(drawn).toBeGreaterThan(10_000);
    if (process.env.TEMPLATE_PRINT_OUT)
      await sharp(reply.rawPayload).resize(600).toFile(process.env.TEMPLATE_PRINT_OUT);
  });

  it('needs every required control for the print file', async () => {
    const reply = await t.get(`/api/template/${f.templates.circle}/print`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/text is required/);
    expect(reply.json().reason).toBe('TEMPLATE_VALUE_REQUIRED');
  });
});
