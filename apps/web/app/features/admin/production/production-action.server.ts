import { production } from '@seed/contract/production';
import { PRINTING_TYPES } from '@seed/domain/print-position';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api.server';

const lineIds = z.array(z.coerce.number().int().min(1)).max(200);
const note = z.string().trim().max(500, 'tooLong');

// One form per group posts `intent`: the checked lines, or the whole group; the ready list posts an undo.
const ActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('lines'), lineIds: lineIds.min(1, 'noLines'), note }),
  z.object({
    intent: z.literal('group'),
    technique: z.enum(PRINTING_TYPES),
    inventoryId: z.coerce.number().int().min(1),
    note,
  }),
  z.object({
    intent: z.literal('undo'),
    lineIds: lineIds.min(1, 'noLines'),
    reason: z.string().trim().min(1, 'reason').max(500, 'tooLong'),
  }),
]);

export type ProductionOutcome = { done: 'printed' | 'nothing' | 'undone'; count: number };

/** The form's fields as the schema reads them: checkboxes arrive as repeated `lineId` fields. */
export function readProductionForm(form: FormData) {
  return ActionSchema.safeParse({
    intent: form.get('intent'),
    lineIds: form.getAll('lineId'),
    technique: form.get('technique') ?? undefined,
    inventoryId: form.get('inventoryId') ?? undefined,
    note: form.get('note') ?? '',
    reason: form.get('reason') ?? '',
  });
}

type Parsed = Extract<ReturnType<typeof readProductionForm>, { success: true }>['data'];

/** Sends a checked form to the API: the API decides, locks and audits. */
export async function runProductionAction(api: ApiClient, input: Parsed): Promise<ProductionOutcome> {
  if (input.intent === 'undo') {
    const reply = await api.call(production.unmarkPrinted, {
      body: { lineIds: input.lineIds, reason: input.reason },
    });
    return { done: 'undone', count: reply.unprinted.length };
  }
  const noteField = input.note ? { note: input.note } : {};
  const body =
    input.intent === 'lines'
      ? { lineIds: input.lineIds, ...noteField }
      : { group: { technique: input.technique, inventoryId: input.inventoryId }, ...noteField };
  const reply = await api.call(production.markPrinted, { body });
  return { done: reply.printed.length > 0 ? 'printed' : 'nothing', count: reply.printed.length };
}
