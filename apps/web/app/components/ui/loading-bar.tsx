import { LOADING_BAR } from '@seed/domain/timing';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

type Phase = 'hidden' | 'running' | 'done' | 'fading';

// Running creeps towards 90% over the expected duration and waits there; done fills the bar, which
// then fades after the hide delay and snaps back to empty after the reset delay, unseen.
const STYLE: Record<Phase, CSSProperties> = {
  hidden: { width: '0%', opacity: 0, transition: 'none' },
  running: {
    width: '90%',
    opacity: 1,
    transition: `width ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`,
  },
  done: { width: '100%', opacity: 1, transition: 'width 200ms ease-out' },
  fading: { width: '100%', opacity: 0, transition: `opacity ${LOADING_BAR.resetDelayMs}ms linear` },
};

const NEXT: Partial<Record<Phase, [Phase, number]>> = {
  done: ['fading', LOADING_BAR.hideDelayMs],
  fading: ['hidden', LOADING_BAR.resetDelayMs],
};

/**
 * The page-loading bar along the top edge, growing from the start side (the right in Arabic).
 * Navigations faster than the throttle never show it, so quick pages do not flicker.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (!busy) {
      setPhase((current) => (current === 'running' ? 'done' : current));
      return;
    }
    const timer = setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs);
    return () => clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    const next = NEXT[phase];
    if (!next) return;
    const timer = setTimeout(() => setPhase(next[0]), next[1]);
    return () => clearTimeout(timer);
  }, [phase]);

  return (
    <div
      role="progressbar"
      aria-label={t('ui.loading')}
      aria-hidden={phase === 'hidden'}
      className="pointer-events-none fixed start-0 top-0 z-50 bg-neutral-900"
      style={{ height: LOADING_BAR.heightPx, ...STYLE[phase] }}
    />
  );
}
