import { useEffect, useRef } from 'react';
import { createPath, useNavigation } from 'react-router';

// After a deploy, a page opened earlier still runs the old build: its next route chunks may be gone and
// its code may not match the server's answers. Spec §7: poll for a new build and reload on chunk errors.

const POLL_INTERVAL_MS = 5 * 60 * 1000;
const RELOADED_FOR_BUILD = 'seed:reloaded-for-build';

declare global {
  interface Window {
    // React Router's manifest of the build this page runs; the build-id route answers the same version.
    __reactRouterManifest?: { version?: string };
  }
}

function loadedBuild(): string | undefined {
  return window.__reactRouterManifest?.version;
}

async function fetchBuildId(): Promise<string | undefined> {
  try {
    const response = await fetch('/build-id', { cache: 'no-store' });
    if (!response.ok) return undefined;
    const { buildId } = (await response.json()) as { buildId?: unknown };
    return typeof buildId === 'string' ? buildId : undefined;
  } catch {
    return undefined; // offline or mid-deploy: the next poll asks again
  }
}

/**
 * Polls for the server's build (every few minutes and when the window regains focus); once it differs,
 * the next page navigation is a full page load. A failed dynamic import reloads the page once per
 * build: the flag in sessionStorage means a build whose chunks are truly broken shows its error
 * instead of reloading forever.
 */
export function useBuildPoll(): void {
  const navigation = useNavigation();
  const stale = useRef(false);
  const target = useRef<string | undefined>(undefined);

  useEffect(() => {
    const loaded = loadedBuild();
    if (!import.meta.env.PROD || !loaded) return;
    const check = async () => {
      const latest = await fetchBuildId();
      if (latest && latest !== loaded) stale.current = true;
    };
    const timer = setInterval(check, POLL_INTERVAL_MS);
    window.addEventListener('focus', check);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, []);

  useEffect(() => {
    const { state, location, formMethod } = navigation;
    target.current = location ? createPath(location) : undefined;
    // Only plain page visits: reloading in the middle of a form submission would lose it.
    if (stale.current && state === 'loading' && location && !formMethod)
      window.location.assign(target.current!);
  }, [navigation]);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const build = loadedBuild() ?? '';
      try {
        if (sessionStorage.getItem(RELOADED_FOR_BUILD) === build) return;
        sessionStorage.setItem(RELOADED_FOR_BUILD, build);
      } catch {
        return; // without storage there is no guard against a loop, so let the error show
      }
      event.preventDefault();
      window.location.assign(target.current ?? window.location.href);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}
