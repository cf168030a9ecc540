import { users } from '@seed/db/schema/users';
import type { TestDatabaseKind } from '@seed/db/test-database';
import type { Design } from '@seed/domain/design';
import { pngImage } from '@seed/media/test-images';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createSession, createTestApi, type TestApi } from '../../test/api';
import { type Catalog, insertCatalog } from '../../test/fixtures';
import { multipart } from '../media/test-app';

/**
 * The whole API on the test catalogue with a signed-in shopper and a second user, for the studio's
 * tests. `env` adds configuration (a GIF service, say); `jobs` runs the job queue (background removal).
 * Fields are filled by beforeAll.
 */
export function useStudioApi(
  kind: TestDatabaseKind,
  env: () => Record<string, string> = () => ({}),
  { jobs = false } = {},
) {
  const t = {} as {
    api: TestApi;
    catalog: Catalog;
    shopper: string;
    other: string;
    otherUserId: number;
    upload(token: string, image: Buffer, name?: string): Promise<{ id: number }>;
    create(token: string | null, body: unknown): Promise<LightMyRequestResponse>;
    get(url: string, token?: string | null): Promise<LightMyRequestResponse>;
  };
  beforeAll(async () => {
    t.api = await createTestApi(kind, { STUDIO_CREATES_PER_MINUTE: '1000', ...env() }, { jobs });
    t.catalog = await insertCatalog(t.api.db);
    const [other] = await t.api.db.insert(users).values({ email: 'other@example.com' }).returning();
    t.otherUserId = other!.id;
    t.shopper = await createSession(t.api.db, t.catalog.users.shopper);
    t.other = await createSession(t.api.db, other!.id);
    const auth = (token: string | null | undefined) =>
      token ? { authorization: `Bearer ${token}` } : ({} as Record<string, string>);
    t.upload = async (token, image, name = 'art.png') => {
      const form = await multipart('file', image, name);
      const reply = await t.api.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        payload: form.payload,
        headers: { ...form.headers, ...auth(token) },
      });
      if (reply.statusCode !== 201) throw new Error(`upload failed: ${reply.body}`);
      return reply.json();
    };
    t.create = (token, body) =>
      t.api.app.inject({
        method: 'POST',
        url: '/api/products/v2/user/create',
        payload: body as object,
        headers: auth(token),
      });
    t.get = (url, token) => t.api.app.inject({ url, headers: auth(token) });
  }, 120_000);
  afterAll(async () => t.api?.close());
  return t;
}

export const bigPicture = () => pngImage(2000, 2000, '#1e8449');

/** A front design on the test tee (white S): a picture in the upper half, Arabic text below it. */
export function teeDesign(catalog: Catalog, variantId: number, mediaId: number): Design {
  return {
    inventoryId: catalog.inventories.tee,
    printingType: 'DTG',
    printPosition: 'FRONT',
    colorsToSizesId: variantId,
    sides: {
      FRONT: [
        { kind: 'image', mediaId, x: 0.5, y: 0.35, width: 0.5, aspect: 1, rotation: 0 },
        {
          kind: 'text',
          text: 'مرحبا بالعالم',
          fontFamily: 'Noto Sans Arabic',
          fontSize: 36,
          colorId: catalog.colors.red,
          x: 0.5,
          y: 0.8,
          rotation: 0,
          direction: 'rtl',
        },
      ],
    },
  };
}
