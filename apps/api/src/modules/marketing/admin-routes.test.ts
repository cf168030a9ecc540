import { banners } from '@seed/db/schema/marketing';
import { testDatabaseKinds } from '@seed/db/test-database';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAuthApi } from '../auth/auth-test-client';
import { lastAudit, ownUpload, staffAccount } from './admin-test-kit';

describe.each(testDatabaseKinds())('the content desk: slides and banners on %s', (kind) => {
  const t = useAuthApi(kind);
  const db = () => t.api.db;
  type Caller = { headers: Record<string, string> };
  const call = (caller: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.api.app.inject({ method, url: `/api/${path}`, headers: caller.headers, payload });
  const anonymous = { headers: {} };

  const bannerBody = (fields: Record<string, unknown> = {}) => ({
    nameEn: 'Summer sale',
    nameAr: 'تخفيضات الصيف',
    link: '/shop/products',
    appLink: '/shop/products',
    backgroundColor: '#112233',
    mediaId: null,
    mediaArId: null,
    rank: 1,
    isActive: true,
    startsAt: null,
    endsAt: null,
    ...fields,
  });

  it('refuses whoever lacks the content permission as if the desk did not exist', async () => {
    const clerk = await staffAccount(db(), ['OPERATIONS']);
    expect((await call(clerk, 'GET', 'admin/banners')).statusCode).toBe(404);
    expect((await call(clerk, 'POST', 'admin/slides', bannerBody())).statusCode).toBe(404);
    expect((await call(anonymous, 'GET', 'admin/slides')).statusCode).toBe(401);
  });

  it('creates a banner with a picture per language, audits it and shows it on the storefront at once', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    const english = await ownUpload(db(), merchandiser.id, 'sale-en.webp');
    const arabic = await ownUpload(db(), merchandiser.id, 'sale-ar.webp');
    const before = await call(anonymous, 'GET', 'banner');
    expect(before.json()).toEqual([]);

    const created = await call(
      merchandiser,
      'POST',
      'admin/banners',
      bannerBody({ mediaId: english, mediaArId: arabic, reason: 'Summer campaign' }),
    );
    expect(created.statusCode).toBe(201);
    const banner = created.json();
    expect(banner.media.id).toBe(english);
    expect(banner.mediaAr.id).toBe(arabic);
    const audit = await lastAudit(db(), 'banner', banner.id);
    expect(audit).toMatchObject({
      action: 'banner.create',
      staffId: merchandiser.id,
      reason: 'Summer campaign',
    });

    const shown = (await call(anonymous, 'GET', 'banner')).json();
    expect(shown).toHaveLength(1);
    expect(shown[0].media.id).toBe(english);
    expect(shown[0].mediaAr.id).toBe(arabic);

    // Cached now; an edit must still show at once.
    expect((await call(anonymous, 'GET', 'banner')).headers['x-cache']).toBe('HIT');
    const renamed = await call(
      merchandiser,
      'PUT',
      `admin/banners/${banner.id}`,
      bannerBody({ nameAr: 'تخفيضات الخريف', mediaId: english, mediaArId: arabic }),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await call(anonymous, 'GET', 'banner')).json()[0].nameAr).toBe('تخفيضات الخريف');
    expect(await lastAudit(db(), 'banner', banner.id)).toMatchObject({ action: 'banner.update' });
  });

  it('shows banners only while active and within their dates', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    await db().delete(banners);
    const hour = 3_600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    for (const [nameEn, fields] of [
      ['ended', { startsAt: at(-2 * hour), endsAt: at(-hour) }],
      ['later', { startsAt: at(hour), endsAt: null }],
      ['off', { isActive: false }],
      ['now', { startsAt: at(-hour), endsAt: at(hour) }],
    ] as const) {
      const reply = await call(merchandiser, 'POST', 'admin/banners', bannerBody({ nameEn, ...fields }));
      expect(reply.statusCode).toBe(201);
    }
    const shown = (await call(anonymous, 'GET', 'banner')).json();
    expect(shown.map((banner: { nameEn: string }) => banner.nameEn)).toEqual(['now']);
    const listed = (await call(merchandiser, 'GET', 'admin/banners')).json().banners;
    expect(listed).toHaveLength(4);
  });

  it('refuses reversed dates, another person’s upload, bad colours and links that leave the store', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    const someone = await staffAccount(db(), []);
    const theirs = await ownUpload(db(), someone.id, 'theirs.webp');
    const reversed = await call(
      merchandiser,
      'POST',
      'admin/slides',
      bannerBody({ appLink: undefined, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().reason).toBe('CONTENT_DATES_REVERSED');
    const stolen = await call(merchandiser, 'POST', 'admin/banners', bannerBody({ mediaArId: theirs }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().reason).toBe('CONTENT_MEDIA_NOT_YOURS');
    const colour = await call(merchandiser, 'POST', 'admin/banners', bannerBody({ backgroundColor: 'red' }));
    expect(colour.statusCode).toBe(400);
    const away = await call(
      merchandiser,
      'POST',
      'admin/banners',
      bannerBody({ link: 'https://evil.example' }),
    );
    expect(away.statusCode).toBe(400);
    expect((await call(merchandiser, 'PUT', 'admin/banners/999999', bannerBody())).json().reason).toBe(
      'BANNER_NOT_FOUND',
    );
  });

  it('edits and removes carousel slides, each with its audit row, the storefront following', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    const arabic = await ownUpload(db(), merchandiser.id, 'slide-ar.webp');
    const { appLink: _, ...slideBody } = bannerBody({ mediaArId: arabic });
    const created = await call(merchandiser, 'POST', 'admin/slides', slideBody);
    expect(created.statusCode).toBe(201);
    const slide = created.json();
    const carousel = (await call(anonymous, 'GET', 'carousel')).json();
    expect(carousel.find((item: { id: number }) => item.id === slide.id)).toMatchObject({
      mediaWeb: null,
      mediaWebAr: { id: arabic },
      backgroundColor: '#112233',
    });

    const hidden = await call(merchandiser, 'PUT', `admin/slides/${slide.id}`, {
      ...slideBody,
      isActive: false,
    });
    expect(hidden.json().isActive).toBe(false);
    expect((await call(anonymous, 'GET', 'carousel')).json()).toEqual([]);

    expect((await call(merchandiser, 'DELETE', `admin/slides/${slide.id}`)).json()).toEqual({
      deleted: true,
    });
    expect(await lastAudit(db(), 'slide', slide.id)).toMatchObject({ action: 'slide.delete', after: null });
    expect((await call(merchandiser, 'GET', `admin/slides/${slide.id}`)).json().reason).toBe(
      'SLIDE_NOT_FOUND',
    );
  });

  it('keeps an unchanged picture even when someone else uploaded it', async () => {
    const merchandiser = await staffAccount(db(), ['MERCHANDISER']);
    const colleague = await staffAccount(db(), ['MERCHANDISER']);
    const picture = await ownUpload(db(), merchandiser.id, 'kept.webp');
    const created = (
      await call(merchandiser, 'POST', 'admin/banners', bannerBody({ mediaId: picture, mediaArId: picture }))
    ).json();
    const edited = await call(
      colleague,
      'PUT',
      `admin/banners/${created.id}`,
      bannerBody({ mediaId: picture, mediaArId: picture, rank: 5 }),
    );
    expect(edited.statusCode).toBe(200);
    const [row] = await db().select().from(banners).where(eq(banners.id, created.id));
    expect(row?.rank).toBe(5);
  });
});
