import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../lib/i18n';
import ar from '../../locales/ar/common.json';
import en from '../../locales/en/common.json';

// For component tests under happy-dom: renders into the document in a language, as the root layout does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<() => void>();

/** Unmounts whatever the test rendered: a mounted Toaster would keep timing the shared toast list. */
export function cleanup() {
  for (const unmount of mounted) unmount();
}

export function render(ui: ReactNode, lang: 'ar' | 'en' = 'en') {
  const container = document.createElement('div');
  container.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.body.append(container);
  const root = createRoot(container);
  const tree = (node: ReactNode) => (
    <I18nextProvider i18n={createI18n(lang, lang === 'ar' ? ar : en)}>{node}</I18nextProvider>
  );
  act(() => root.render(tree(ui)));
  const unmount = () => {
    mounted.delete(unmount);
    act(() => root.unmount());
    container.remove();
  };
  mounted.add(unmount);
  return { container, rerender: (next: ReactNode) => act(() => root.render(tree(next))) };
}

export function click(element: Element | null | undefined) {
  act(() => {
    (element as HTMLElement).click();
  });
}

export function press(element: Element | null | undefined, key: string) {
  act(() => {
    element?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}
