import type { designRequests } from '@seed/contract/design-requests';
import type { ReplyOf } from '@seed/contract/endpoint';
import { describe, expect, it } from 'vitest';
import { fakeTransportApi } from '../../lib/fake-api';
import { requestAction } from './request-actions.server';
import { submitRequest } from './request-submission.server';

type Answer = { status: number; body: unknown };

const fakeApi = fakeTransportApi;

const DESIGN_REQUEST: ReplyOf<typeof designRequests.detail> = {
  id: 7,
  uid: 'DR-7K2M9Q4X',
  status: 'WAITING_APPROVAL',
  statusEn: 'Waiting for your approval',
  statusAr: 'بانتظار موافقتك',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  user: { id: 3, firstName: 'Mona', lastName: 'Ali', email: 'mona@example.com' },
  inventories: [],
  contents: [],
  products: [],
  allInCart: false,
};
// As the API writes it: dates are ISO text on the wire.
const WIRE = JSON.parse(JSON.stringify(DESIGN_REQUEST));

const refusal = (status: number, reason: string, message: string): Answer => ({
  status,
  body: { statusCode: status, code: 'CONFLICT', reason, message },
});

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request('http://store.test/ar/design-requests/7', { method: 'POST', body });
};

describe('the design request page’s actions', () => {
  it('accepts the proposal and goes back to the request', async () => {
    const { api, sent } = fakeApi(() => ({ status: 200, body: WIRE }));
    const request = post({ intent: 'accept' });
    const redirect = await requestAction({ request, api, locale: 'ar' }, DESIGN_REQUEST).catch((e) => e);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /design-requests/7/accept']);
    expect(redirect).toBeInstanceOf(Response);
    expect(redirect.headers.get('Location')).toBe('/ar/design-requests/7?done=accept');
  });

  it('shows a refusal by its reason, in Arabic, never the API’s English', async () => {
    const { api } = fakeApi(() =>
      refusal(409, 'PROPOSAL_ALREADY_ANSWERED', 'This proposal was already answered'),
    );
    const result = await requestAction(
      { request: post({ intent: 'accept' }), api, locale: 'ar' },
      DESIGN_REQUEST,
    );
    expect(result.init?.status).toBe(400);
    expect(result.data.problem).toEqual({
      refusal: 'تم الرد على هذا الاقتراح من قبل. حدّث الصفحة لترى آخر حالة للطلب.',
    });
  });

  it('asks for a message before a change request is sent', async () => {
    const { api, sent } = fakeApi(() => ({ status: 200, body: WIRE }));
    const result = await requestAction(
      { request: post({ intent: 'requestChange', message: '  ' }), api, locale: 'en' },
      DESIGN_REQUEST,
    );
    expect(result.data.problem).toEqual({ key: 'required' });
    expect(sent).toEqual([]);
  });
});

describe('filing a brief', () => {
  it('names the refused attachment and says why in the page’s language', async () => {
    const { api, sent } = fakeApi(() =>
      refusal(400, 'ATTACHMENT_TYPE_NOT_ALLOWED', 'Only images and PDF files can be attached.'),
    );
    const saved = await submitRequest(api, 'ar', {
      values: { inventoryIds: [1], idea: 'A falcon' },
      files: [new File(['text'], 'notes.txt', { type: 'text/plain' })],
    });
    expect(saved).toEqual({ refusal: 'notes.txt: يمكنك إرفاق الصور وملفات PDF فقط.' });
    expect(sent.map(({ url }) => url)).toEqual(['/design-requests/upload-attachment']);
  });

  it('uploads the files, then files the request with their ids', async () => {
    const attachment = {
      id: 41,
      kind: 'FILE',
      name: 'brief.pdf',
      url: '/api/design-requests/attachments/41',
      media: null,
      width: null,
      height: null,
    };
    const { api, sent } = fakeApi(({ url }) =>
      url.endsWith('upload-attachment') ? { status: 201, body: attachment } : { status: 201, body: WIRE },
    );
    const saved = await submitRequest(api, 'en', {
      values: { inventoryIds: [1], idea: 'A falcon' },
      files: [new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' })],
    });
    expect(saved).toEqual({ id: 7 });
    expect(sent[1]).toMatchObject({ method: 'POST', url: '/design-requests' });
    expect(JSON.parse(String(sent[1]?.body))).toEqual({
      inventoryIds: [1],
      idea: 'A falcon',
      attachmentIds: [41],
    });
  });
});
