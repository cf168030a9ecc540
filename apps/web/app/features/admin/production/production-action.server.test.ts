import { describe, expect, it } from 'vitest';
import { fakeTransportApi } from '../../../lib/fake-api';
import { readProductionForm, runProductionAction } from './production-action.server';

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe('the production page action', () => {
  it('reads the checked lines and sends them with the note', async () => {
    const parsed = readProductionForm(
      form([
        ['intent', 'lines'],
        ['lineId', '4'],
        ['lineId', '9'],
        ['note', ' morning run '],
      ]),
    );
    expect(parsed.success).toBe(true);
    const { api, sent } = fakeTransportApi(() => ({
      status: 200,
      body: { printed: [4, 9], batchId: 'b1', startedOrders: [2] },
    }));
    if (!parsed.success) throw parsed.error;
    expect(await runProductionAction(api, parsed.data)).toEqual({ done: 'printed', count: 2 });
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/admin/production/printed' });
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ lineIds: [4, 9], note: 'morning run' });
  });

  it('marks a whole group by its technique and blank item; nothing new printed says so', async () => {
    const parsed = readProductionForm(
      form([
        ['intent', 'group'],
        ['technique', 'DTG'],
        ['inventoryId', '3'],
        ['lineId', '4'],
        ['note', ''],
      ]),
    );
    const { api, sent } = fakeTransportApi(() => ({
      status: 200,
      body: { printed: [], batchId: null, startedOrders: [] },
    }));
    if (!parsed.success) throw parsed.error;
    expect(await runProductionAction(api, parsed.data)).toEqual({ done: 'nothing', count: 0 });
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ group: { technique: 'DTG', inventoryId: 3 } });
  });

  it('asks for a line and for the reason of an undo before calling the API', () => {
    const none = readProductionForm(form([['intent', 'lines']]));
    expect(none.success ? null : none.error.issues[0]?.message).toBe('noLines');
    const noReason = readProductionForm(
      form([
        ['intent', 'undo'],
        ['lineId', '4'],
        ['reason', '  '],
      ]),
    );
    expect(noReason.success ? null : noReason.error.issues[0]?.message).toBe('reason');
  });
});
