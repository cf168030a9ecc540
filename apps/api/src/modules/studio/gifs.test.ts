import { testDatabaseKinds } from '@seed/db/test-database';
import type { Design } from '@seed/domain/design';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyFrameGif, startGiphyStandIn } from '../../adapters/gif-search/giphy-stand-in';
import { useStudioApi } from './studio-test-api';

const standIn = {} as Awaited<ReturnType<typeof startGiphyStandIn>>;
beforeAll(async () => {
  const cat = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#e67e22' } })
    .gif()
    .toBuffer();
  Object.assign(standIn, await startGiphyStandIn({ cat, catHuge: manyFrameGif(5000) }));
});
afterAll(() => standIn.close?.());

const gifDesign = (inventoryId: number, variantId: number, gifId: string): Design => ({
  inventoryId,
  printingType: 'DTG',
  printPosition: 'FRONT',
  colorsToSizesId: variantId,
  sides: {
    FRONT: [
      {
        kind: 'gif',
        gifId,
        previewUrl: `${standIn.url}/files/${gifId}.gif`,
        x: 0.5,
        y: 0.5,
        width: 0.4,
        aspect: 0.75,
        rotation: 0,
      },
    ],
  },
});

describe.each(testDatabaseKinds())('GIF stickers with a GIF service on %s', (kind) => {
  const t = useStudioApi(kind, () => ({ GIPHY_API_KEY: 'test-key', GIPHY_API_URL: standIn.url }));
  let whiteS: number;
  beforeAll(async () => {
    const item = (await t.get(`/api/inventory/${t.catalog.inventories.tee}`)).json();
    whiteS = item.colorsToSizes.find((v: { count: number }) => v.count === 5).id;
  });

  it('searches through the adapter with the key and paging', async () => {
    const reply = await t.get('/api/giphy/search?q=cat&limit=5&offset=10');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      enabled: true,
      gifs: [
        { id: 'cat', previewUrl: `${standIn.url}/files/cat.gif`, width: 200, height: 150 },
        { id: 'catHuge', previewUrl: `${standIn.url}/files/catHuge.gif`, width: 200, height: 150 },
      ],
    });
    const asked = standIn.requests.find((url) => url.pathname === '/gifs/search')!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      api_key: 'test-key',
      q: 'cat',
      limit: '5',
      offset: '10',
    });
  });

  it("prints a GIF's first frame", async () => {
    const reply = await t.create(t.shopper, { design: gifDesign(t.catalog.inventories.tee, whiteS, 'cat') });
    expect(reply.statusCode, reply.body).toBe(201);
  }, 60_000);

  it('refuses a GIF of 5 000 frames and an unknown GIF', async () => {
    const huge = await t.create(t.shopper, {
      design: gifDesign(t.catalog.inventories.tee, whiteS, 'catHuge'),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/at most 300 frames/);
    const unknown = await t.create(t.shopper, {
      design: gifDesign(t.catalog.inventories.tee, whiteS, 'dog'),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())('GIF stickers without a GIF service on %s', (kind) => {
  const t = useStudioApi(kind);

  it('says the search is off and refuses GIF layers', async () => {
    expect((await t.get('/api/giphy/search?q=cat')).json()).toEqual({ enabled: false, gifs: [] });
    const item = (await t.get(`/api/inventory/${t.catalog.inventories.tee}`)).json();
    const reply = await t.create(t.shopper, {
      design: gifDesign(t.catalog.inventories.tee, item.colorsToSizes[0].id, 'cat'),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/not available/);
  });
});
