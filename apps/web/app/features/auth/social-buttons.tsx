import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale';

type Props = { providers: { google: boolean; apple: boolean }; redirect: string };

/** Only the providers the store is configured for; plain links, so they work before scripts load. */
export function SocialButtons({ providers, redirect }: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const shown = (['google', 'apple'] as const).filter((provider) => providers[provider]);
  if (shown.length === 0) return null;
  const labels = { google: t('auth.continueWithGoogle'), apple: t('auth.continueWithApple') };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-center text-sm text-neutral-600">{t('auth.or')}</p>
      {shown.map((provider) => (
        <a
          key={provider}
          href={`/${lang}/auth/${provider}?redirect=${encodeURIComponent(redirect)}`}
          className="w-full rounded-md border border-neutral-300 px-4 py-2 text-center font-medium hover:bg-neutral-100"
        >
          {labels[provider]}
        </a>
      ))}
    </div>
  );
}
