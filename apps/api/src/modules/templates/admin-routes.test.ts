import { templates } from '@seed/db/schema/templates';
import { testDatabaseKinds } from '@seed/db/test-database';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { type BundleFixtures, insertBundleFixtures } from '../bundles/bundle-fixtures';
import { lastAudit, staffAccount } from '../marketing/admin-test-kit';

const SVG = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600">${body}</svg>`;

describe.each(testDatabaseKinds())('the catalogue desk: templates on %s', (kind) => {
  const t = useCatalogApi(kind);
  const db = () => t.api.db;
  let f: BundleFixtures;
  beforeAll(async () => {
    f = await insertBundleFixtures(db(), t.catalog);
  });
  type Caller = { headers: Record<string, string> };
  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.api.app.inject({ method, url: `/api/${path}`, headers: caller.headers, payload });

  const controls = [
    { name: 'text', type: 'text', labelEn: 'Name', labelAr: 'الاسم', required: true, maxLength: 12 },
    { name: 'ink', type: 'color', labelEn: 'Ink', labelAr: 'الحبر', required: true, defaultValue: '#aa0000' },
  ];
  const body = (fields: Record<string, unknown> = {}) => ({
    nameEn: 'Star name',
    nameAr: 'اسم النجمة',
    templateCategoryId: f.categories.names,
    templateHtmlCode: SVG('<text x="300" y="300" fill="{{ink}}">{{text}}</text>'),
    templateControls: controls,
    rank: 4,
    isActive: true,
    ...fields,
  });

  it('refuses whoever lacks the catalogue permission', async () => {
    const moderator = await staffAccount(db(), ['MODERATOR']);
    expect((await call(moderator, 'GET', 'admin/templates')).statusCode).toBe(404);
    expect((await call(moderator, 'POST', 'admin/templates/preview', body())).statusCode).toBe(404);
  });

  it('previews unsaved markup as the sanitiser leaves it, with sample values, storing nothing', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    const before = await db().select({ id: templates.id }).from(templates);
    const reply = await call(merchandiser, 'POST', 'admin/templates/preview', {
      templateHtmlCode: SVG('<script>alert(1)</script><text fill="{{ink}}" onclick="x()">{{text}}</text>'),
      templateControls: controls,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      sanitized: SVG('<text fill="{{ink}}">{{text}}</text>'),
      html: SVG('<text fill="#aa0000">Name</text>'),
      removed: true,
    });
    expect(await db().select({ id: templates.id }).from(templates)).toHaveLength(before.length);
  });

  it('refuses markup with nothing to draw or a placeholder no control fills', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    const nothing = await call(merchandiser, 'POST', 'admin/templates/preview', {
      templateHtmlCode: '<script>alert(1)</script>',
      templateControls: [],
    });
    expect(nothing.json().reason).toBe('TEMPLATE_HAS_NO_DRAWING');
    const stray = await call(
      merchandiser,
      'POST',
      'admin/templates',
      body({ templateControls: [controls[0]] }),
    );
    expect(stray.json()).toMatchObject({ reason: 'TEMPLATE_PLACEHOLDER_UNKNOWN', details: { name: 'ink' } });
    const twice = await call(
      merchandiser,
      'POST',
      'admin/templates',
      body({ templateControls: [controls[0], controls[0]] }),
    );
    expect(twice.statusCode).toBe(400);
    const category = await call(
      merchandiser,
      'POST',
      'admin/templates',
      body({ templateCategoryId: 999_999 }),
    );
    expect(category.json().reason).toBe('TEMPLATE_CATEGORY_UNKNOWN');
  });

  it('creates and edits a template, stored sanitised with an audit row, and the storefront renders the edit', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    const created = await call(merchandiser, 'POST', 'admin/templates', body({ reason: 'New design' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(await lastAudit(db(), 'template', id)).toMatchObject({
      action: 'template.create',
      reason: 'New design',
    });

    const controlsQuery = encodeURIComponent(JSON.stringify({ text: 'Sara' }));
    const render = () =>
      call({ headers: {} }, 'GET', `template/${id}/generateHtmlCode?controls=${controlsQuery}`);
    expect((await render()).json().html).toContain('fill="#aa0000"');
    const edited = await call(
      merchandiser,
      'PUT',
      `admin/templates/${id}`,
      body({ templateHtmlCode: SVG('<circle r="9" onload="x()" fill="{{ink}}"/><text>{{text}}</text>') }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().templateHtmlCode).toBe(
      SVG('<circle r="9" fill="{{ink}}"></circle><text>{{text}}</text>'),
    );
    expect((await render()).json().html).toContain('<circle');
    const [row] = await db().select().from(templates).where(eq(templates.id, id));
    expect(row?.templateHtmlCode).not.toContain('onload');
    const audit = await lastAudit(db(), 'template', id);
    expect(audit).toMatchObject({ action: 'template.update' });
    expect((await call(merchandiser, 'GET', `admin/templates/${id}`)).json().templateControls).toHaveLength(
      2,
    );
    expect((await call(merchandiser, 'GET', 'admin/templates?q=star')).json().templates).toHaveLength(1);
    expect((await call(merchandiser, 'GET', 'admin/templates/999999')).json().reason).toBe(
      'TEMPLATE_NOT_FOUND',
    );
  });
});
