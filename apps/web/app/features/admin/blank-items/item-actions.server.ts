import { adminBlankItems, SideBodySchema, VariantsBodySchema } from '@seed/contract/admin-blank-items';
import type { Locale } from '@seed/domain/locale';
import type { AppLoadContext } from 'react-router';
import { type ApiClient, ApiError } from '../../../lib/api.server';
import { uploadMedia } from '../../../lib/media-upload.server';
import { refusalText } from '../../../lib/refusals.server';
import { type FieldProblem, filsOf, readItemFields } from './item-fields.server';

export const ITEM_ACTIONS = [
  'details',
  'active',
  'picture',
  'variants',
  'side',
  'removeSide',
  'mockup',
] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];

/** What the page says after a form went through (`?done=`). */
export const DONE_NOTES = [
  'created',
  'details',
  'picture',
  'variants',
  'side',
  'sideRemoved',
  'mockup',
  'activated',
  'deactivated',
] as const;
export type DoneNote = (typeof DONE_NOTES)[number];

/** A form that did not go through: which one (a side's carries its id), the fields to fix or the refusal. */
export type ItemProblem = FieldProblem & { action: ItemAction; target: string; refusal: string | null };

type Outcome = { done: DoneNote } | { problem: ItemProblem };

type Run = {
  api: ApiClient;
  locale: Locale;
  request: Request;
  context: Pick<AppLoadContext, 'apiFetch'>;
  id: number;
};

const numberOf = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '').trim();
  return text === '' ? Number.NaN : Number(text);
};
const fieldsOf = (issues: { path: PropertyKey[] }[]) => [
  ...new Set(issues.map((issue) => String(issue.path[0]))),
];

/** The variants table: each ticked pair ("colour:size") with its amounts in KWD and its counts. */
function readVariants(form: FormData) {
  const pairs = form.getAll('offered').map(String);
  return VariantsBodySchema.safeParse({
    variants: pairs.map((pair) => {
      const [colorId, sizeId] = pair.split(':').map(Number);
      const value = (name: string) => String(form.get(`${name}-${pair}`) ?? '');
      return {
        colorId,
        sizeId,
        cost: filsOf(value('cost') || '0'),
        surcharge: filsOf(value('surcharge') || '0'),
        lowStockThreshold: numberOf(value('threshold') || '0'),
        count: numberOf(value('count') || '0'),
      };
    }),
  });
}

/** A picture chosen in the form goes through the media pipeline first; none chosen keeps the current one. */
async function pictureOf(run: Run, form: FormData, current: number | null) {
  const file = form.get('picture');
  if (!(file instanceof File) || file.size === 0) return { mediaId: current };
  const uploaded = await uploadMedia(run.request, run.context, file);
  return uploaded.ok ? { mediaId: uploaded.media.id } : { refusal: uploaded.message };
}

async function call(run: Run, action: ItemAction, form: FormData): Promise<Outcome> {
  const { api, id } = run;
  const target = String(form.get('sideId') ?? '');
  const problem = (fields: string[], extra: Partial<ItemProblem> = {}): Outcome => ({
    problem: { action, target, fields, refusal: null, ...extra },
  });
  if (action === 'details') {
    const read = readItemFields(form);
    if ('problem' in read) return problem(read.problem.fields, read.problem);
    await api.call(adminBlankItems.update, { params: { id }, body: read.body });
    return { done: 'details' };
  }
  if (action === 'active') {
    const active = form.get('active') === 'true';
    await api.call(adminBlankItems.setActive, { params: { id }, body: { active } });
    return { done: active ? 'activated' : 'deactivated' };
  }
  if (action === 'variants') {
    const body = readVariants(form);
    if (!body.success) return problem(['variants']);
    await api.call(adminBlankItems.saveVariants, { params: { id }, body: body.data });
    return { done: 'variants' };
  }
  const sideId = Number(target);
  if (action === 'removeSide') {
    await api.call(adminBlankItems.removeSide, { params: { id, sideId } });
    return { done: 'sideRemoved' };
  }
  const current = numberOf(form.get('mediaId'));
  const picture = await pictureOf(run, form, Number.isInteger(current) ? current : null);
  if ('refusal' in picture) return problem([], { refusal: picture.refusal });
  if (action === 'picture') {
    if (picture.mediaId === null) return problem(['picture']);
    await api.call(adminBlankItems.setPicture, { params: { id }, body: { mediaId: picture.mediaId } });
    return { done: 'picture' };
  }
  if (action === 'mockup') {
    const colorId = Number(form.get('colorId'));
    if (picture.mediaId === null) return problem(['picture']);
    await api.call(adminBlankItems.setMockup, {
      params: { id, sideId, colorId },
      body: { mediaId: picture.mediaId },
    });
    return { done: 'mockup' };
  }
  const side = SideBodySchema.safeParse({
    type: form.get('type'),
    position: form.get('position'),
    mediaId: picture.mediaId,
    rank: numberOf(form.get('rank') || '0'),
    printArea: {
      x: numberOf(form.get('x')),
      y: numberOf(form.get('y')),
      width: numberOf(form.get('width')),
      height: numberOf(form.get('height')),
      widthCm: numberOf(form.get('widthCm')),
    },
  });
  if (!side.success) return problem(['side', ...fieldsOf(side.error.issues)]);
  if (target) await api.call(adminBlankItems.updateSide, { params: { id, sideId }, body: side.data });
  else await api.call(adminBlankItems.addSide, { params: { id }, body: side.data });
  return { done: 'side' };
}

/** Runs one of the item page's forms: a refusal of the API is told in the page's language beside that form. */
export async function runItemAction(run: Run, action: ItemAction, form: FormData): Promise<Outcome> {
  try {
    return await call(run, action, form);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 401) throw error;
    const target = String(form.get('sideId') ?? '');
    return { problem: { action, target, fields: [], refusal: refusalText(run.locale, error) } };
  }
}
