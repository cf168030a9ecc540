import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { TemplatePreviewResult } from './template-preview';

// Long enough not to post on every key, short enough to feel live.
const PAUSE_MS = 600;

/**
 * With scripts, the template form previews itself as staff type: after a pause, the form is posted with
 * `intent=preview` through a fetcher (the same action the Preview button uses without scripts). Half-typed
 * markup that cannot be drawn keeps the last good preview rather than flashing a problem at each key; the
 * problem shows when staff press Preview or Save.
 */
export function useLivePreview(posted: TemplatePreviewResult) {
  const fetcher = useFetcher<{ preview: TemplatePreviewResult }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [typing, setTyping] = useState(false);
  const [lastGood, setLastGood] = useState<TemplatePreviewResult>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (fetcher.data?.preview) setLastGood(fetcher.data.preview);
  }, [fetcher.data]);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const body = new FormData(form);
      body.set('intent', 'preview');
      fetcher.submit(body, { method: 'post' });
    }, PAUSE_MS);
  };
  // A post of the form itself (Preview, Save) answers for what is on the page from then on.
  const onSubmit = () => {
    clearTimeout(timer.current);
    setTyping(false);
  };
  return { onChange, onSubmit, preview: typing ? (lastGood ?? posted) : posted };
}
