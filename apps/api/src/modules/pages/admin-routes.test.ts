import { infoPages } from '@seed/db/schema/marketing';
import { testDatabaseKinds } from '@seed/db/test-database';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAuthApi } from '../auth/auth-test-client';
import { lastAudit, staffAccount } from '../marketing/admin-test-kit';

describe.each(testDatabaseKinds())('the content desk: information pages on %s', (kind) => {
  const t = useAuthApi(kind);
  const db = () => t.api.db;
  type Caller = { headers: Record<string, string> };
  const call = (caller: Caller, method: 'GET' | 'PUT', path: string, payload?: object) =>
    t.api.app.inject({ method, url: `/api/${path}`, headers: caller.headers, payload });
  const anonymous = { headers: {} };

  beforeAll(async () => {
    await db().insert(infoPages).values({
      slug: 'return-policy',
      titleEn: 'Returns',
      titleAr: 'الإرجاع',
      bodyEn: '<p>Within 14 days.</p>',
      bodyAr: '<p>خلال ١٤ يومًا.</p>',
    });
  });

  const edit = (fields: Record<string, unknown> = {}) => ({
    titleEn: 'Returns and exchanges',
    titleAr: 'الإرجاع والاستبدال',
    bodyEn: '<h2>How</h2><p>Within <strong>30</strong> days. <a href="/ar/faq">FAQ</a></p>',
    bodyAr: '<h2>كيف</h2><p>خلال <strong>٣٠</strong> يومًا.</p>',
    reason: 'New policy',
    ...fields,
  });

  it('refuses whoever lacks the content permission', async () => {
    const designer = await staffAccount(db(), ['DESIGNER']);
    expect((await call(designer, 'GET', 'admin/pages')).statusCode).toBe(404);
    expect((await call(designer, 'PUT', 'admin/pages/return-policy', edit())).statusCode).toBe(404);
    expect((await call(anonymous, 'PUT', 'admin/pages/return-policy', edit())).statusCode).toBe(401);
  });

  it('stores both languages sanitised, audits the change and the storefront shows it at once', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    expect((await call(anonymous, 'GET', 'pages/return-policy')).json().titleEn).toBe('Returns');
    expect((await call(anonymous, 'GET', 'pages/return-policy')).headers['x-cache']).toBe('HIT');

    const reply = await call(
      merchandiser,
      'PUT',
      'admin/pages/return-policy',
      edit({
        bodyEn:
          '<p onclick="steal()">Within 30 days.<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a><a href="https://help.example">help</a>',
      }),
    );
    expect(reply.statusCode).toBe(200);
    const stored = reply.json();
    expect(stored.bodyEn).toBe(
      '<p>Within 30 days.</p><a>x</a><a href="https://help.example" rel="noopener noreferrer nofollow">help</a>',
    );
    expect(stored.bodyAr).toBe('<h2>كيف</h2><p>خلال <strong>٣٠</strong> يومًا.</p>');

    const shown = (await call(anonymous, 'GET', 'pages/return-policy')).json();
    expect(shown).toMatchObject({ titleEn: 'Returns and exchanges', titleAr: 'الإرجاع والاستبدال' });
    expect(shown.bodyEn).toBe(stored.bodyEn);

    const audit = await lastAudit(db(), 'infoPage', 'return-policy');
    expect(audit).toMatchObject({
      action: 'infoPage.update',
      staffId: merchandiser.id,
      reason: 'New policy',
    });
    expect(audit?.before).toMatchObject({ titleEn: 'Returns' });
    expect((await call(merchandiser, 'GET', 'admin/pages')).json().pages).toHaveLength(1);
  });

  it('refuses a body with no text left, an unknown page and a missing title', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    const empty = await call(
      merchandiser,
      'PUT',
      'admin/pages/return-policy',
      edit({ bodyAr: '<script>x</script><p> </p>' }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ reason: 'INFO_PAGE_EMPTY', details: { language: 'ar' } });
    const unknown = await call(merchandiser, 'PUT', 'admin/pages/no-such-page', edit());
    expect(unknown.json().reason).toBe('INFO_PAGE_NOT_FOUND');
    const untitled = await call(merchandiser, 'PUT', 'admin/pages/return-policy', edit({ titleAr: ' ' }));
    expect(untitled.statusCode).toBe(400);
    expect((await call(merchandiser, 'GET', 'admin/pages/return-policy')).json().titleAr).toBe(
      'الإرجاع والاستبدال',
    );
  });
});
