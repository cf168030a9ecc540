import type { DesignSide, ImageLayer } from '@seed/domain/design';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale';
import { backgroundJob, StudioRequestError, startBackgroundRemoval } from './studio-client';
import type { StudioAction, StudioAsset } from './studio-state';

const POLL_MS = 1000;

type Props = {
  side: DesignSide;
  layer: ImageLayer & { key: string };
  asset: StudioAsset | undefined;
  dispatch: (action: StudioAction) => void;
};

type Progress =
  | { state: 'idle' }
  | { state: 'running'; percent: number }
  | { state: 'failed'; message: string };

/** Removes the background of an uploaded image on the server, polling its job and showing progress. */
export function BackgroundRemoval({ side, layer, asset, dispatch }: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const run = async () => {
    setProgress({ state: 'running', percent: 0 });
    try {
      const jobId = await startBackgroundRemoval(lang, layer.mediaId);
      while (alive.current) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const job = await backgroundJob(lang, jobId);
        // A failed job is told in the page's words; a refused start in its reason's (busy, sign in…).
        if (job.status === 'failed') throw new StudioRequestError(422, '', null);
        if (job.status === 'done' && job.media) {
          const url = job.media.url ?? asset?.url ?? '';
          dispatch({
            type: 'asset',
            mediaId: job.media.id,
            asset: { url, pixelWidth: asset?.pixelWidth ?? 0 },
          });
          dispatch({ type: 'update', side, key: layer.key, patch: { mediaId: job.media.id } });
          setProgress({ state: 'idle' });
          return;
        }
        setProgress({ state: 'running', percent: Math.round(job.progress * 100) });
      }
    } catch (error) {
      const refusal = error instanceof StudioRequestError && error.message ? error.message : null;
      setProgress({ state: 'failed', message: refusal ?? t('studio.backgroundFailed') });
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={run}
        disabled={progress.state === 'running'}
        className="self-start rounded-md border border-neutral-300 px-3 py-1.5 text-sm disabled:opacity-60"
      >
        {t('studio.removeBackground')}
      </button>
      {progress.state === 'running' && (
        <div className="flex items-center gap-2 text-sm">
          <progress
            max={100}
            value={progress.percent}
            aria-label={t('studio.removingBackground')}
            className="h-2 w-32"
          />
          <span role="status">{t('studio.removingBackground')}</span>
        </div>
      )}
      {progress.state === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {progress.message}
        </p>
      )}
    </div>
  );
}
