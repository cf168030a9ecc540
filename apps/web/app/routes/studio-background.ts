import { z } from 'zod';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/studio-background';

const JobSchema = z.object({ jobId: z.union([z.string(), z.number()]).transform(String) });
const StatusSchema = z.object({
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number(),
  media: z.object({ id: z.number(), url: z.object({ large: z.string().nullable() }) }).nullish(),
  message: z.string().nullish(),
});

// The API's refusal passed on as it is, so the studio can show its message.
function refusal(error: unknown): Response {
  if (error instanceof ApiError && error.status < 500) {
    return Response.json({ statusCode: error.status, message: error.message }, { status: error.status });
  }
  throw error;
}

/** A background-removal job's state (`?jobId=`), polled by the studio. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const api = createApiClient(request, context, requestLocale(params.lang, request));
  const jobId = new URL(request.url).searchParams.get('jobId') ?? '';
  if (!/^[\w-]{1,64}$/.test(jobId)) {
    return Response.json({ statusCode: 400, message: 'jobId is required' }, { status: 400 });
  }
  try {
    const job = await api.get(`/media/remover-background/${jobId}`, StatusSchema);
    return Response.json({
      status: job.status,
      progress: job.progress,
      media: job.media ? { id: job.media.id, url: job.media.url.large } : undefined,
      message: job.message ?? undefined,
    });
  } catch (error) {
    return refusal(error);
  }
}

/** Starts removing the background of an uploaded image (`mediaId`); answers the job's id. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const api = createApiClient(request, context, requestLocale(params.lang, request));
  const mediaId = Number((await request.formData()).get('mediaId'));
  if (!Number.isInteger(mediaId) || mediaId <= 0) {
    return Response.json({ statusCode: 400, message: 'mediaId is required' }, { status: 400 });
  }
  try {
    return Response.json(await api.post('/media/remover-background', JobSchema, { mediaId }));
  } catch (error) {
    return refusal(error);
  }
}
