import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INFO_PAGE_SLUGS } from '../features/info-pages/slugs';
import { useLocale } from '../lib/use-locale';

export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {INFO_PAGE_SLUGS.map((slug) => (
              <li key={slug}>
                <Link
                  to={`/${lang}/${slug}`}
                  className="text-neutral-700 hover:text-neutral-950 hover:underline"
                >
                  {t(`infoPages.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-sm text-neutral-600">{t('footer.tagline')}</p>
        {/* The currency suggestion's IP data is CC BY-SA and asks for this credit (decision 0005). */}
        <p className="mt-2 text-xs text-neutral-600">
          {t('footer.ipData')}{' '}
          <a href="https://lite.ip2location.com" className="underline" dir="ltr">
            lite.ip2location.com
          </a>
        </p>
      </div>
    </footer>
  );
}
