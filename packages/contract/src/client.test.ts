import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, ContractInputError, createContractClient, type Outgoing } from './client';
import { IdParamsSchema } from './common';
import { endpoint } from './endpoint';

const line = endpoint({
  method: 'PUT',
  path: '/lines/:id',
  summary: 'test',
  tags: [],
  access: 'signedIn',
  params: IdParamsSchema,
  query: z.strictObject({ note: z.string().max(3).optional() }),
  body: z.strictObject({ count: z.number().int().min(1) }),
  reply: z.object({ id: z.number(), count: z.number() }),
  refusals: ['LINE_LOCKED'],
});

function clientAnswering(status: number, body: unknown, sent: Outgoing[] = [], checkReplies = true) {
  return createContractClient({
    baseQuery: { deviceId: 'd1', currency: 'SAR', locale: undefined },
    checkReplies,
    send: async (request) => {
      sent.push(request);
      return { status, body };
    },
  });
}

describe('contract client', () => {
  it('fills the path, adds the visitor query and sends the body as JSON', async () => {
    const sent: Outgoing[] = [];
    const reply = await clientAnswering(200, { id: 7, count: 2 }, sent).call(line, {
      params: { id: 7 },
      query: { note: 'a b' },
      body: { count: 2 },
    });
    expect(reply).toEqual({ id: 7, count: 2 });
    expect(sent).toEqual([
      { method: 'PUT', url: '/lines/7?deviceId=d1&currency=SAR&note=a+b', body: '{"count":2}' },
    ]);
  });

  it('answers null for a 204, whose body the transport could not read', async () => {
    const done = endpoint({
      method: 'POST',
      path: '/done',
      summary: 'test',
      tags: [],
      access: 'signedIn',
      status: 204,
      reply: z.null(),
      refusals: [],
    });
    await expect(clientAnswering(204, undefined).call(done)).resolves.toBeNull();
  });

  it('sends nothing when the input breaks the contract', async () => {
    const sent: Outgoing[] = [];
    const client = clientAnswering(200, {}, sent);
    await expect(client.call(line, { params: { id: 0 }, body: { count: 1 } })).rejects.toBeInstanceOf(
      ContractInputError,
    );
    await expect(client.call(line, { params: { id: 1 }, body: { count: 0 } })).rejects.toBeInstanceOf(
      ContractInputError,
    );
    await expect(
      client.call(line, { params: { id: 1 }, query: { note: 'too long' }, body: { count: 1 } }),
    ).rejects.toBeInstanceOf(ContractInputError);
    expect(sent).toEqual([]);
  });

  it('turns a refusal into an ApiError with its reason and details', async () => {
    const body = {
      statusCode: 409,
      message: 'Locked',
      code: 'CONFLICT',
      reason: 'LINE_LOCKED',
      details: { by: 'x' },
    };
    const error = await clientAnswering(409, body)
      .call(line, { params: { id: 1 }, body: { count: 1 } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      reason: 'LINE_LOCKED',
      details: { by: 'x' },
    });
    expect((error as ApiError).is(line, 'LINE_LOCKED')).toBe(true);
  });

  it('gives a refusal without a finer reason its code as the reason', async () => {
    const error = await clientAnswering(404, { statusCode: 404, message: 'No', code: 'NOT_FOUND' })
      .call(line, { params: { id: 1 }, body: { count: 1 } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, reason: 'NOT_FOUND' });
  });

  it('keeps the status of a reply that is not the API error body', async () => {
    const error = await clientAnswering(502, '<html>')
      .call(line, { params: { id: 1 }, body: { count: 1 } })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, reason: undefined });
  });

  it('fails loudly on a reply that drifted from the contract, when checking replies', async () => {
    const drifted = { id: '7', count: 2 };
    await expect(
      clientAnswering(200, drifted).call(line, { params: { id: 7 }, body: { count: 2 } }),
    ).rejects.toThrow(/does not match the contract/);
    await expect(
      clientAnswering(200, drifted, [], false).call(line, { params: { id: 7 }, body: { count: 2 } }),
    ).resolves.toEqual(drifted);
  });
});
