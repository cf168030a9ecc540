import { artists } from '@seed/db/schema/artists';
import { artworks } from '@seed/db/schema/artworks';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCatalogApi } from '../../test/api';
import { caller, signInAs } from './portal-test-kit';

describe.each(testDatabaseKinds())('artist portal lists and switches on %s', (kind) => {
  const t = useCatalogApi(kind);
  let artist: Record<string, string>;
  const send = (...args: Parameters<ReturnType<typeof caller>>) => caller(t.api.app)(...args);
  const shopIds = async (url: string) =>
    ((await send('GET', url)).json().products as { id: number }[]).map((p) => p.id);

  beforeAll(async () => {
    artist = (await signInAs(t.api.db, 'artist@example.com')).headers;
  });

  it('lists the artist’s own products, active or not, never a shopper’s design', async () => {
    const { products } = t.catalog;
    const reply = await send('GET', '/api/artist/portal/products', artist);
    expect(reply.statusCode, reply.body).toBe(200);
    const page = reply.json();
    expect(page).toMatchObject({ limit: 12, offset: 0, hasMore: false });
    const ids = page.products.map((p: { id: number }) => p.id);
    expect(ids.sort()).toEqual(
      [products.palmTee, products.palmTote, products.inactive, products.unapproved].sort(),
    );
    expect(page.products.find((p: { id: number }) => p.id === products.inactive).isActive).toBe(false);
    // The shop state follows the artwork: a product of an artwork still waiting is not shown, switch or not.
    const stateOf = (id: number | undefined) => page.products.find((p: { id: number }) => p.id === id).state;
    expect(stateOf(products.unapproved)).toBe('WAITING_APPROVAL');
    expect(stateOf(products.inactive)).toBe('HIDDEN');
    expect(stateOf(products.palmTee)).toBe('SHOWN');

    const filtered = await send(
      'GET',
      `/api/artist/portal/products?search=palm&excludeProductsId=${products.palmTote}&limit=1`,
      artist,
    );
    expect(filtered.json().products.map((p: { id: number }) => p.id)).toEqual([products.palmTee]);
    const [pending] = await t.api.db.select().from(artworks).where(eq(artworks.title, 'Pending'));
    const byArtwork = await send('GET', `/api/artist/portal/products?artworkId=${pending!.id}`, artist);
    expect(byArtwork.json().products.map((p: { id: number }) => p.id)).toEqual([products.unapproved]);
    expect((await send('GET', '/api/artist/portal/products?offset=-1', artist)).statusCode).toBe(400);
  });

  it('lists the artist’s artworks with their approval', async () => {
    const page = (await send('GET', '/api/artist/portal/artworks', artist)).json();
    expect(
      page.artworks.map((a: { title: string; isApproved: boolean }) => [a.title, a.isApproved]).sort(),
    ).toEqual([
      ['Palm', true],
      ['Pending', false],
    ]);
  });

  it('hides a product from the shop at once, even from cached lists', async () => {
    const { palmTee } = t.catalog.products;
    expect(await shopIds('/api/products/all')).toContain(palmTee);
    const off = await send('PATCH', `/api/artist/portal/products/${palmTee}`, artist, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ id: palmTee, isActive: false });
    expect(await shopIds('/api/products/all')).not.toContain(palmTee);
    await send('PATCH', `/api/artist/portal/products/${palmTee}`, artist, { isActive: true });
    expect(await shopIds('/api/products/all')).toContain(palmTee);
  });

  it('hides an artwork and its products from the shop', async () => {
    const { palmTee, palmTote } = t.catalog.products;
    const [palm] = await t.api.db.select().from(artworks).where(eq(artworks.title, 'Palm'));
    expect((await send('GET', `/api/artwork/${palm!.id}`)).statusCode).toBe(200);
    const off = await send('PATCH', `/api/artist/portal/artworks/${palm!.id}`, artist, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await send('GET', `/api/artwork/${palm!.id}`)).statusCode).toBe(404);
    const listed = await shopIds('/api/products/all');
    expect(listed).not.toContain(palmTee);
    expect(listed).not.toContain(palmTote);
    await send('PATCH', `/api/artist/portal/artworks/${palm!.id}`, artist, { isActive: true });
    expect(await shopIds('/api/products/all')).toContain(palmTote);
  });

  it('answers 404 for another artist’s items and 400 for a bad body', async () => {
    const { orphaned, plainTee, ownDesign } = t.catalog.products;
    for (const id of [orphaned, plainTee, ownDesign, 999999])
      expect(
        (await send('PATCH', `/api/artist/portal/products/${id}`, artist, { isActive: false })).statusCode,
      ).toBe(404);
    const [gone] = await t.api.db.select().from(artists).where(eq(artists.subdomain, 'gone'));
    const [orphan] = await t.api.db
      .select()
      .from(artworks)
      .where(and(eq(artworks.artistId, gone!.id)));
    const reply = await send('PATCH', `/api/artist/portal/artworks/${orphan!.id}`, artist, {
      isActive: false,
    });
    expect(reply.statusCode).toBe(404);
    const bad = await send('PATCH', `/api/artist/portal/products/${t.catalog.products.palmTee}`, artist, {
      isActive: 'no',
    });
    expect(bad.statusCode).toBe(400);
    const extra = await send('PATCH', `/api/artist/portal/products/${t.catalog.products.palmTee}`, artist, {
      isActive: true,
      price: 1,
    });
    expect(extra.statusCode).toBe(400);
  });
});
