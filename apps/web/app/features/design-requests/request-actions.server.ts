import { designRequests } from '@seed/contract/design-requests';
import type { ReplyOf } from '@seed/contract/endpoint';
import type { Locale } from '@seed/domain/locale';
import { data, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api.server';
import { refusalText } from '../../lib/refusals.server';
import { type ActionProblem, postProposal } from './designer-proposal.server';

// The detail page's forms, one intent each; the API decides who may do what and when (409 otherwise).
const INTENTS = ['accept', 'requestChange', 'addToCart', 'process', 'cancel', 'propose'] as const;
export type Intent = (typeof INTENTS)[number];

// The intents that send nothing but the request's id.
const SIMPLE = {
  accept: designRequests.accept,
  addToCart: designRequests.addToCart,
  process: designRequests.process,
  cancel: designRequests.cancel,
} as const;
const isSimple = (intent: Intent): intent is keyof typeof SIMPLE => intent in SIMPLE;

type DesignRequest = ReplyOf<typeof designRequests.detail>;
type Context = { request: Request; api: ApiClient; locale: Locale };

async function run({ api, locale }: Context, intent: Intent, form: FormData, designRequest: DesignRequest) {
  const params = { id: designRequest.id };
  if (isSimple(intent)) {
    await api.call(SIMPLE[intent], { params });
    return null;
  }
  const message = String(form.get('message') ?? '').trim();
  if (intent === 'requestChange') {
    if (!message) return { key: 'required' as const };
    await api.call(designRequests.requestChange, { params, body: { message } });
    return null;
  }
  const artwork = form.get('artwork');
  return postProposal(api, locale, designRequest, {
    message,
    artwork: artwork instanceof File && artwork.size > 0 ? artwork : null,
  });
}

/** Runs the posted intent, then answers 303 back to the request (or the problem, with status 400). */
export async function requestAction(ctx: Context, designRequest: DesignRequest) {
  const form = await ctx.request.formData();
  const intent = INTENTS.find((candidate) => candidate === form.get('intent'));
  if (!intent)
    return data(
      { intent: null, problem: { key: 'unknownAction' } satisfies ActionProblem as ActionProblem },
      400,
    );
  let problem: ActionProblem | null;
  try {
    problem = await run(ctx, intent, form, designRequest);
  } catch (error) {
    problem = { refusal: refusalText(ctx.locale, error) };
  }
  if (problem) return data({ intent, problem }, 400);
  throw redirect(`/${ctx.locale}/design-requests/${designRequest.id}?done=${intent}`, 303);
}
