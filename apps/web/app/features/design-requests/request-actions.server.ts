import { type AppLoadContext, data, redirect } from 'react-router';
import { ApiError, type FullApiClient } from '../../lib/api.server';
import { type DesignRequest, DesignRequestSchema } from './design-request-schema.server';
import { type ActionProblem, postProposal } from './designer-proposal.server';

// The detail page's forms, one intent each; the API decides who may do what and when (409 otherwise).
const INTENTS = ['accept', 'requestChange', 'addToCart', 'process', 'cancel', 'propose'] as const;
export type Intent = (typeof INTENTS)[number];

const SIMPLE_PATHS: Partial<Record<Intent, string>> = {
  accept: 'accept',
  addToCart: 'add-to-cart',
  process: 'process',
  cancel: 'cancel',
};

type Context = { request: Request; context: AppLoadContext; api: FullApiClient; locale: string };

async function run(ctx: Context, intent: Intent, form: FormData, designRequest: DesignRequest) {
  const { api } = ctx;
  const base = `/design-requests/${designRequest.id}`;
  const simple = SIMPLE_PATHS[intent];
  if (simple) {
    await api.post(`${base}/${simple}`, DesignRequestSchema, {});
    return null;
  }
  const message = String(form.get('message') ?? '').trim();
  if (intent === 'requestChange') {
    if (!message) return { key: 'required' as const };
    await api.post(`${base}/request-change`, DesignRequestSchema, { message });
    return null;
  }
  const artwork = form.get('artwork');
  return postProposal(ctx.request, ctx.context, api, designRequest, {
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
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    problem = { message: error.message };
  }
  if (problem) return data({ intent, problem }, 400);
  throw redirect(`/${ctx.locale}/design-requests/${designRequest.id}?done=${intent}`, 303);
}
