import { ATTACHMENT_MAX_BYTES } from '@seed/contract/design-requests';
import { testDatabaseKinds } from '@seed/db/test-database';
import { describe, expect, it } from 'vitest';
import { minimalPdf, useDesignRequestApi } from './test-api';

describe.each(testDatabaseKinds())('design requests on %s', (kind) => {
  const t = useDesignRequestApi(kind);

  it('lists only the blank items that take design requests', async () => {
    const reply = await t.call('GET', '/inventory?forDesignRequest=true');
    expect(reply.json().inventories.map((item: { nameEn: string }) => item.nameEn)).toEqual(['Tote']);
  });

  it('files a request with an image and a PDF, and shows it to its shopper', async () => {
    const shopper = await t.person('USER', 'en');
    const image = await t.image(shopper);
    const pdf = await t.upload(shopper, minimalPdf(), 'brief.pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toEqual({
      id: expect.any(Number),
      kind: 'FILE',
      name: 'brief.pdf',
      url: `/api/design-requests/attachments/${pdf.json().id}`,
      media: null,
      width: null,
      height: null,
    });

    const created = await t.file(shopper, [image, pdf.json().id]);
    expect(created).toMatchObject({
      uid: expect.stringMatching(/^DR-[0-9A-Z]{8}$/),
      status: 'NEW',
      statusEn: 'New',
      statusAr: 'جديد',
      user: { id: shopper.id, email: shopper.email },
      inventories: [{ id: t.catalog.inventories.tote, nameEn: 'Tote', nameAr: 'حقيبة' }],
      products: [],
      allInCart: false,
    });
    expect(created.contents).toHaveLength(1);
    expect(created.contents[0]).toMatchObject({
      message: 'نخلة على الحقيبة',
      author: 'SHOPPER',
      images: [{ id: image, kind: 'IMAGE', url: expect.stringMatching(/\/media\/uploads\/large_.+\.webp$/) }],
      files: [{ id: pdf.json().id, kind: 'FILE', name: 'brief.pdf' }],
      products: [],
    });

    expect(await t.ok('GET', `/design-requests/${created.id}`, shopper)).toEqual(created);
    const list = await t.ok('GET', '/design-requests', shopper);
    expect(list).toMatchObject({ count: 1, limit: 12, offset: 0 });
    expect(list.designRequests.map((request: { id: number }) => request.id)).toEqual([created.id]);
    expect((await t.ok('GET', '/design-requests/active', shopper)).count).toBe(1);

    const download = await t.call('GET', `/design-requests/attachments/${pdf.json().id}`, shopper);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [mail] = await t.mails(shopper.email);
    expect(mail?.subject).toBe(`Design request ${created.uid}: New`);
    expect(mail?.text).toContain(`/en/design-requests/${created.id}`);
  });

  it('keeps each shopper to their own requests and attachments; designers see all', async () => {
    const owner = await t.person();
    const other = await t.person();
    const designer = await t.person('DESIGNER');
    const pdf = (await t.upload(owner, minimalPdf(), 'mine.pdf')).json().id;
    const request = await t.file(owner, [pdf]);

    expect((await t.call('GET', `/design-requests/${request.id}`, other)).statusCode).toBe(404);
    for (const action of ['accept', 'add-to-cart']) {
      expect((await t.call('POST', `/design-requests/${request.id}/${action}`, other)).statusCode).toBe(404);
    }
    expect((await t.ok('GET', '/design-requests', other)).count).toBe(0);
    expect((await t.call('GET', '/design-requests?all=true', other)).statusCode).toBe(403);
    expect((await t.call('GET', `/design-requests/attachments/${pdf}`, other)).statusCode).toBe(404);
    const stolen = await t.call('POST', '/design-requests', other, {
      inventoryIds: [t.catalog.inventories.tote],
      idea: 'copy',
      attachmentIds: [pdf],
    });
    expect(stolen.json()).toMatchObject({
      statusCode: 404,
      reason: 'DESIGN_REQUEST_ATTACHMENT_NOT_FOUND',
      message: `Attachment ${pdf} not found`,
    });

    expect((await t.ok('GET', `/design-requests/${request.id}`, designer)).id).toBe(request.id);
    expect((await t.call('GET', `/design-requests/attachments/${pdf}`, designer)).statusCode).toBe(200);
    const all = await t.ok('GET', '/design-requests?all=true&status=NEW', designer);
    expect(all.designRequests.map((row: { id: number }) => row.id)).toContain(request.id);
    expect((await t.ok('GET', '/design-requests', designer)).count).toBe(0);

    expect((await t.call('GET', '/design-requests')).statusCode).toBe(401);
    expect((await t.call('POST', '/design-requests/upload-attachment')).statusCode).toBe(401);
  });

  it('enforces attachment types and sizes, by content', async () => {
    const shopper = await t.person();
    const text = await t.upload(shopper, Buffer.from('just some notes'), 'notes.pdf');
    expect(text.json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_DATA',
      reason: 'ATTACHMENT_TYPE_NOT_ALLOWED',
    });
    expect(text.json().message).toMatch(/^Only images and PDF files can be attached/);
    const disguised = await t.upload(shopper, minimalPdf(), 'photo.png');
    expect(disguised.json().kind).toBe('FILE');
    const huge = await t.upload(shopper, minimalPdf(ATTACHMENT_MAX_BYTES + 1), 'huge.pdf');
    expect(huge.json()).toMatchObject({ statusCode: 413, message: 'The file is larger than 10 MB.' });
    const notMultipart = await t.call('POST', '/design-requests/upload-attachment', shopper, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    // A PDF is never served from the public media path.
    const { id } = disguised.json();
    expect((await t.call('GET', `/design-requests/attachments/${id}`, shopper)).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and a missing id with Id is required', async () => {
    const shopper = await t.person();
    const post = (body: object) => t.call('POST', '/design-requests', shopper, body);
    const base = { inventoryIds: [t.catalog.inventories.tote], idea: 'idea' };
    expect((await post({ ...base, inventoryIds: [t.catalog.inventories.tee] })).json()).toMatchObject({
      statusCode: 400,
      reason: 'DESIGN_REQUEST_ITEM_NOT_OFFERED',
      message: `Items ${t.catalog.inventories.tee} do not take design requests`,
    });
    for (const body of [
      { ...base, inventoryIds: [] },
      { ...base, idea: '   ' },
      { ...base, idea: 'x'.repeat(2001) },
      { ...base, attachmentIds: [1, 2, 3, 4, 5, 6] },
      { ...base, inventoryIds: ['1'] },
      { ...base, status: 'DONE' },
    ]) {
      const reply = await post(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().code).toBe('INVALID_DATA');
    }
    for (const url of ['/design-requests/%20', '/design-requests/%20/accept']) {
      const reply = await t.call(url.endsWith('accept') ? 'POST' : 'GET', url, shopper);
      expect(reply.json()).toMatchObject({ statusCode: 400, message: 'Id is required' });
    }
    expect((await t.call('GET', '/design-requests/abc', shopper)).statusCode).toBe(400);
    expect((await t.call('GET', '/design-requests/2147483647', shopper)).statusCode).toBe(404);
    expect((await t.call('GET', '/design-requests?status=LOST', shopper)).statusCode).toBe(400);
  });
});
