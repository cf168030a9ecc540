import type { ReactNode } from 'react';
import { useBuildPoll } from '../../lib/build-poll';
import { LoadingBar } from './loading-bar';
import { Toaster } from './toaster';

/** What every page shares: the loading bar, the toasts, and the watch for a new build. */
export function AppProviders({ children }: { children: ReactNode }) {
  useBuildPoll();
  return (
    <>
      <LoadingBar />
      {children}
      <Toaster />
    </>
  );
}
