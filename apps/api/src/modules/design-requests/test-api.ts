import { sides } from '@seed/db/schema/inventory';
import { staffRoles } from '@seed/db/schema/staff';
import { users } from '@seed/db/schema/users';
import type { TestDatabaseKind } from '@seed/db/test-database';
import { centredImageDesign } from '@seed/domain/design-request-proposal';
import { pngImage } from '@seed/media/test-images';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { createSession, useCatalogApi } from '../../test/api';
import { multipart } from '../media/test-app';

type Method = 'GET' | 'POST' | 'PUT';
export type Person = { id: number; token: string; email: string };

export const minimalPdf = (size = 400) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n% sketch\n'), Buffer.alloc(Math.max(0, size - 18), 0x20)]);

/**
 * For a describe block: the catalogue API (its Tote takes design requests, its Tee does not), people of
 * each role, and calls that send JSON or a file with a token.
 */
export function useDesignRequestApi(kind: TestDatabaseKind) {
  const t = useCatalogApi(kind);
  // A small print area keeps the rendered print files small.
  const printArea = { x: 50, y: 50, width: 200, height: 240, widthCm: 10 };
  beforeAll(async () => {
    await t.api.db
      .insert(sides)
      .values({ inventoryId: t.catalog.inventories.tote, position: 'FRONT', type: 'FRONT', printArea });
  });
  let people = 0;
  const call = (method: Method, url: string, who?: Person | null, body?: unknown) =>
    t.api.app.inject({
      method,
      url: `/api${url}`,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const ok = async (method: Method, url: string, who: Person, body?: unknown) => {
    const reply = await call(method, url, who, body);
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    return reply.json();
  };
  return {
    get catalog() {
      return t.catalog;
    },
    get db() {
      return t.api.db;
    },
    call,
    ok,
    /** A shopper, an ADMIN, or a DESIGNER: a shopper's account holding the staff role. */
    async person(role: 'USER' | 'ADMIN' | 'DESIGNER' = 'USER', locale: 'ar' | 'en' = 'ar'): Promise<Person> {
      const email = `dr-${++people}-${Date.now()}@example.com`;
      const [user] = await t.api.db
        .insert(users)
        .values({ email, role: role === 'ADMIN' ? 'ADMIN' : 'USER', locale })
        .returning({ id: users.id });
      if (role === 'DESIGNER') await t.api.db.insert(staffRoles).values({ userId: user!.id, role });
      return { id: user!.id, token: await createSession(t.api.db, user!.id), email };
    },
    async upload(who: Person, content: Buffer, filename: string): Promise<LightMyRequestResponse> {
      const form = await multipart('file', content, filename);
      return t.api.app.inject({
        method: 'POST',
        url: '/api/design-requests/upload-attachment',
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${who.token}` },
      });
    },
    async image(who: Person): Promise<number> {
      const reply = await this.upload(who, await pngImage(60, 40), 'sketch.png');
      expect(reply.statusCode, reply.body).toBe(201);
      return reply.json().id;
    },
    /** A designer's proposal design: one of their pictures on the item, as the designers' page makes it. */
    async design(designer: Person, inventoryId = t.catalog.inventories.tote) {
      const item = await ok('GET', `/inventory/${inventoryId}`, designer);
      const upload = (await this.upload(designer, await pngImage(900, 600), 'art.png')).json();
      const image = { mediaId: upload.id, width: upload.width, height: upload.height };
      const variant = item.colorsToSizes.find((v: { count: number }) => v.count > 0);
      const sidesOfItem = item.media.map((side: { position: string; printArea: unknown }) => side);
      return centredImageDesign({ ...item, sides: sidesOfItem }, variant.id, image)!;
    },
    /** A NEW request for the Tote, with the given attachments. */
    async file(who: Person, attachmentIds: number[] = []) {
      return ok('POST', '/design-requests', who, {
        inventoryIds: [t.catalog.inventories.tote],
        idea: 'نخلة على الحقيبة',
        attachmentIds,
      });
    },
    async mails(to: string): Promise<{ subject: string; text: string; html: string }[]> {
      return (await call('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`)).json().messages;
    },
  };
}
