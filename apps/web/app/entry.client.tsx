import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isAbortRejection } from './lib/abort-rejection';

// React Router's default client entry, plus the filter for its aborted fetches (lib/abort-rejection.ts).
window.addEventListener('unhandledrejection', (event) => {
  if (isAbortRejection(event.reason)) event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
