import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import { ResponsiveImage } from '../catalog/responsive-image';
import { BundlePrice } from './bundle-price';
import type { BundleCardView } from './bundle-view';

export function BundleCard({ bundle }: { bundle: BundleCardView }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white">
      <div className="aspect-square bg-neutral-100">
        {bundle.image && (
          <ResponsiveImage
            sources={bundle.image}
            sizes="(min-width: 768px) 33vw, 100vw"
            width={1}
            height={1}
            alt=""
            className="size-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="font-bold">
          <Link to={`/${lang}/bundles/${bundle.id}`} className="after:absolute after:inset-0">
            {bundle.name}
          </Link>
        </h3>
        <p className="text-sm text-neutral-700">{t('bundles.itemCount', { count: bundle.itemCount })}</p>
        <BundlePrice bundle={bundle} />
      </div>
    </article>
  );
}

/** The bundles on offer, as a section of the home page. */
export function HomeBundles({ bundles }: { bundles: BundleCardView[] }) {
  const { t } = useTranslation();
  if (bundles.length === 0) return null;
  return (
    <section aria-labelledby="bundles-title" className="mt-12">
      <h2 id="bundles-title" className="text-2xl font-bold">
        {t('bundles.homeTitle')}
      </h2>
      <p className="mt-1 text-neutral-700">{t('bundles.homeLead')}</p>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
        {bundles.map((bundle) => (
          <li key={bundle.id}>
            <BundleCard bundle={bundle} />
          </li>
        ))}
      </ul>
    </section>
  );
}
