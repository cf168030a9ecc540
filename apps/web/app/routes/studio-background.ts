import { media } from '@seed/contract/media';
import type { BackgroundJob, StartedJob } from '../features/studio/studio-client';
import { invalidReply, refusalReply } from '../features/studio/studio-refusal.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/studio-background';

/** A background-removal job's state (`?jobId=`), polled by the studio. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requestLocale(params.lang, request);
  const job = media.removalJob.params.safeParse({ jobId: new URL(request.url).searchParams.get('jobId') });
  if (!job.success) return invalidReply(locale);
  try {
    const state = await createApiClient(request, context, locale).call(media.removalJob, {
      params: job.data,
    });
    const reply: BackgroundJob = {
      status: state.status,
      progress: state.progress,
      ...(state.media ? { media: { id: state.media.id, url: state.media.url.large } } : {}),
    };
    return Response.json(reply);
  } catch (error) {
    return refusalReply(locale, error);
  }
}

/** Starts removing the background of an uploaded image (`mediaId`); answers the job's id. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = requestLocale(params.lang, request);
  const mediaId = Number((await request.formData()).get('mediaId'));
  if (!Number.isInteger(mediaId) || mediaId <= 0) return invalidReply(locale);
  const form = new FormData();
  form.set('mediaId', String(mediaId));
  try {
    const { jobId } = await createApiClient(request, context, locale).call(media.removeBackground, { form });
    return Response.json({ jobId } satisfies StartedJob);
  } catch (error) {
    return refusalReply(locale, error);
  }
}
