import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

// The pages that later issues build; routes.ts gives each use of this module one of these ids.
const TITLES = {
  'customize-product': 'placeholder.studio',
} as const;

function isKnown(id: string | undefined): id is keyof typeof TITLES {
  return id !== undefined && id in TITLES;
}

export default function Placeholder() {
  const { t } = useTranslation();
  const id = useMatches().at(-1)?.id;
  if (!isKnown(id)) throw new Error(`routes.ts gives the placeholder an id without a title: ${id}`);
  const title = t(TITLES[id]);
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-10">
      <title>{`${title} | ${t('store.name')}`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-4 text-neutral-700">{t('placeholder.comingSoon')}</p>
    </main>
  );
}
