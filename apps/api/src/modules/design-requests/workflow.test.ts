import { media } from '@seed/db/schema/media';
import { products } from '@seed/db/schema/products';
import { auditLog } from '@seed/db/schema/staff';
import { testDatabaseKinds } from '@seed/db/test-database';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { minimalPdf, type Person, useDesignRequestApi } from './test-api';

type Reply = { status: string; contents: unknown[]; products: { id: number; inCart: boolean }[] };

describe.each(testDatabaseKinds())('design request workflow on %s', (kind) => {
  const t = useDesignRequestApi(kind);
  const act = (id: number, action: string, who: Person, body?: object) =>
    t.call('POST', `/design-requests/${id}/${action}`, who, body);
  const expectConflict = async (id: number, action: string, who: Person, reason: string, body?: object) => {
    const reply = await act(id, action, who, body);
    expect(reply.statusCode, `${action}: ${reply.body}`).toBe(409);
    expect(reply.json().message).toMatch(/^A design request that is [A-Z_]+ cannot be/);
    expect(reply.json().reason, action).toBe(reason);
  };
  const propose = async (id: number, who: Person, extra: object = {}) =>
    act(id, 'proposal', who, {
      message: 'Two palms, front and centre',
      designs: [await t.design(who)],
      ...extra,
    });

  it('goes NEW → PROCESSING → WAITING_APPROVAL → REQUEST_FOR_CHANGE → … → DONE, refusing every other move', async () => {
    const shopper = await t.person('USER', 'en');
    const designer = await t.person('DESIGNER');
    const { id } = await t.file(shopper);

    // The designers' moves are the back office's: hidden from a shopper, as from any caller without the desk.
    for (const action of ['process', 'cancel']) expect((await act(id, action, shopper)).statusCode).toBe(404);
    expect((await propose(id, shopper)).statusCode).toBe(404);
    for (const action of ['accept', 'request-change'])
      await expectConflict(
        id,
        action,
        shopper,
        'PROPOSAL_NOT_READY',
        action === 'accept' ? undefined : { message: 'm' },
      );
    await expectConflict(id, 'proposal', designer, 'DESIGN_REQUEST_NOT_IN_PROGRESS', {
      message: 'early',
      designs: [await t.design(designer)],
    });
    // The shopper's actions are theirs alone, even for a designer.
    expect((await act(id, 'accept', designer)).json()).toMatchObject({ statusCode: 403 });

    expect((await act(id, 'process', designer)).json().status).toBe('PROCESSING');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'designRequest'), eq(auditLog.recordId, String(id))));
    expect(audit).toMatchObject([
      {
        staffId: designer.id,
        action: 'designRequest.status.process',
        before: { status: 'NEW' },
        after: { status: 'PROCESSING' },
      },
    ]);
    await expectConflict(id, 'process', designer, 'DESIGN_REQUEST_ALREADY_IN_PROGRESS');
    await expectConflict(id, 'accept', shopper, 'PROPOSAL_NOT_READY');

    // Only designs for the requested items (the Tote), and only images of the designer's own.
    const teeDesign = await t.design(designer, t.catalog.inventories.tee);
    const wrongItem = await propose(id, designer, { designs: [teeDesign] });
    expect(wrongItem.json()).toMatchObject({
      statusCode: 400,
      reason: 'PROPOSAL_ITEM_NOT_REQUESTED',
      message: `Item ${t.catalog.inventories.tee} is not one of this request's items`,
    });
    const theirImage = await t.image(shopper);
    expect((await propose(id, designer, { imageIds: [theirImage] })).json()).toMatchObject({
      statusCode: 404,
      reason: 'DESIGN_REQUEST_ATTACHMENT_NOT_FOUND',
    });
    const pdf = (await t.upload(designer, minimalPdf(), 'sketch.pdf')).json().id;
    expect((await propose(id, designer, { imageIds: [pdf] })).json()).toMatchObject({
      statusCode: 400,
      reason: 'PROPOSAL_IMAGES_ONLY',
    });
    const borrowed = await t.design(shopper);
    expect((await propose(id, designer, { designs: [borrowed] })).json()).toMatchObject({ statusCode: 404 });
    expect((await propose(id, designer, { designs: [] })).statusCode).toBe(400);

    const image = await t.image(designer);
    const proposed: Reply = (await propose(id, designer, { imageIds: [image] })).json();
    expect(proposed.status).toBe('WAITING_APPROVAL');
    expect(proposed.contents.at(-1)).toMatchObject({
      author: 'DESIGNER',
      message: 'Two palms, front and centre',
      images: [{ id: image, kind: 'IMAGE' }],
      products: [{ nameEn: 'Tote: your design', inCart: false, price: { amount: 3000, currency: 'KWD' } }],
    });
    // The studio made the product for the shopper, from an image record of the shopper's own.
    const [made] = proposed.products;
    const [product] = await t.db.select().from(products).where(eq(products.id, made!.id));
    expect(product!.ownerUserId).toBe(shopper.id);
    const layer = (product!.design as { sides: { FRONT: { mediaId: number }[] } }).sides.FRONT[0]!;
    const [art] = await t.db.select().from(media).where(eq(media.id, layer.mediaId));
    expect(art!.ownerUserId).toBe(shopper.id);

    await expectConflict(id, 'proposal', designer, 'DESIGN_REQUEST_AWAITING_SHOPPER', {
      message: 'again',
      designs: [await t.design(designer)],
    });
    expect((await act(id, 'request-change', shopper, { message: '' })).statusCode).toBe(400);
    const changed = (await act(id, 'request-change', shopper, { message: 'Bigger palms please' })).json();
    expect(changed.status).toBe('REQUEST_FOR_CHANGE');
    expect(changed.contents.at(-1)).toMatchObject({ author: 'SHOPPER', message: 'Bigger palms please' });
    await expectConflict(id, 'accept', shopper, 'PROPOSAL_ALREADY_ANSWERED');

    expect((await act(id, 'process', designer)).json().status).toBe('PROCESSING');
    const second: Reply = (await propose(id, designer, { message: 'Bigger palms' })).json();
    expect(second.contents).toHaveLength(4);
    expect(second.products[0]!.id).not.toBe(made!.id);

    expect((await act(id, 'accept', shopper)).json().status).toBe('DONE');
    await expectConflict(id, 'accept', shopper, 'PROPOSAL_ALREADY_ANSWERED');
    for (const action of ['process', 'cancel'])
      await expectConflict(id, action, designer, 'DESIGN_REQUEST_CLOSED');

    const subjects = (await t.mails(shopper.email)).map((mail) => mail.subject).reverse();
    expect(subjects.map((subject) => subject.split(': ')[1])).toEqual([
      'New',
      'In progress',
      'Waiting for your approval',
      'Change requested',
      'In progress',
      'Waiting for your approval',
      'Done',
    ]);
  });

  it('edits only a DONE request, which files it again as NEW; cancels only open ones, for good', async () => {
    const shopper = await t.person();
    const designer = await t.person('ADMIN');
    const { id } = await t.file(shopper);
    const edit = { inventoryIds: [t.catalog.inventories.tote], idea: 'A smaller palm this time' };
    const refused = await t.call('PUT', `/design-requests/${id}/edit`, shopper, edit);
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      reason: 'DESIGN_REQUEST_NOT_EDITABLE',
    });

    await t.ok('POST', `/design-requests/${id}/process`, designer);
    await propose(id, designer);
    await t.ok('POST', `/design-requests/${id}/accept`, shopper);
    expect((await t.call('PUT', `/design-requests/${id}/edit`, designer, edit)).statusCode).toBe(403);
    const edited = await t.ok('PUT', `/design-requests/${id}/edit`, shopper, edit);
    expect(edited.status).toBe('NEW');
    expect(edited.contents.at(-1)).toMatchObject({ author: 'SHOPPER', message: 'A smaller palm this time' });

    expect((await t.ok('POST', `/design-requests/${id}/cancel`, designer)).status).toBe('CANCELLED');
    for (const action of ['process', 'cancel'])
      await expectConflict(id, action, designer, 'DESIGN_REQUEST_CLOSED');
    expect((await t.call('PUT', `/design-requests/${id}/edit`, shopper, edit)).statusCode).toBe(409);
    expect((await t.ok('GET', '/design-requests/active', shopper)).count).toBe(0);

    // Arabic is the shopper's language here.
    const [last] = await t.mails(shopper.email);
    expect(last?.subject).toMatch(/^طلب التصميم DR-[0-9A-Z]{8}: ملغى$/);
    expect(last?.html).toContain('dir="rtl"');
  });

  it('puts the proposal in the cart once, and says what is there', async () => {
    const shopper = await t.person();
    const designer = await t.person('ADMIN');
    const { id } = await t.file(shopper);
    await expectConflictCart(id, shopper);
    await t.ok('POST', `/design-requests/${id}/process`, designer);
    await expectConflictCart(id, shopper);
    await propose(id, designer);

    expect((await act(id, 'add-to-cart', designer)).statusCode).toBe(403);
    const added: Reply & { allInCart: boolean } = await t.ok(
      'POST',
      `/design-requests/${id}/add-to-cart`,
      shopper,
    );
    expect(added.status).toBe('WAITING_APPROVAL');
    expect(added.products.map((product) => product.inCart)).toEqual([true]);
    expect(added.allInCart).toBe(true);
    await t.ok('POST', `/design-requests/${id}/add-to-cart`, shopper);
    const bag = await t.ok('GET', '/carts/my/bag', shopper);
    expect(bag.items).toHaveLength(1);
    expect(bag.items[0]).toMatchObject({ productId: added.products[0]!.id, count: 1 });

    // A new proposal is not in the cart yet.
    await act(id, 'request-change', shopper, { message: 'Another colour' });
    await t.ok('POST', `/design-requests/${id}/process`, designer);
    const next = (await propose(id, designer)).json();
    expect(next.allInCart).toBe(false);
    await t.ok('POST', `/design-requests/${id}/accept`, shopper);
    expect((await t.ok('POST', `/design-requests/${id}/add-to-cart`, shopper)).allInCart).toBe(true);
    expect((await t.ok('GET', '/carts/my/bag', shopper)).items).toHaveLength(2);
  });

  it('lets only one of several answers given at once through', async () => {
    const shopper = await t.person();
    const designer = await t.person('ADMIN');
    const { id } = await t.file(shopper);
    await t.ok('POST', `/design-requests/${id}/process`, designer);
    await propose(id, designer);
    const replies = await Promise.all([
      act(id, 'accept', shopper),
      act(id, 'accept', shopper),
      act(id, 'request-change', shopper, { message: 'Change it' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    const final = await t.ok('GET', `/design-requests/${id}`, shopper);
    const winner = replies.find((reply) => reply.statusCode === 200)!.json();
    expect(final.status).toBe(winner.status);
  });

  async function expectConflictCart(id: number, who: Person) {
    const reply = await act(id, 'add-to-cart', who);
    expect(reply.json()).toMatchObject({
      statusCode: 409,
      reason: 'PROPOSAL_NOT_READY',
      message: expect.stringContaining('has no proposal'),
    });
  }
});
