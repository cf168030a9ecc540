import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { UserIcon } from '../../components/icons';
import { useLocale } from '../../lib/use-locale';
import { useSessionUser } from './use-session-user';

/** The header's account control: sign-in (coming back here afterwards) for guests, profile and sign-out for members. */
export function AccountButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { pathname, search } = useLocation();
  const user = useSessionUser();
  if (!user) {
    return (
      <Link to={`/${lang}/auth?redirect=${encodeURIComponent(`${pathname}${search}`)}`} className={className}>
        <UserIcon />
        <span className="sr-only">{t('header.account')}</span>
      </Link>
    );
  }
  return (
    <div className="flex items-center">
      <Link to={`/${lang}/profile`} className={className} title={t('auth.account')}>
        <UserIcon />
        <span className="ms-1 hidden max-w-24 truncate text-sm md:inline">
          {user.firstName || t('auth.account')}
        </span>
        <span className="sr-only md:hidden">{t('auth.account')}</span>
      </Link>
      <Form method="post" action={`/${lang}/auth/logout`}>
        <button type="submit" className="rounded-md px-2 py-1 text-sm text-neutral-700 hover:bg-neutral-100">
          {t('auth.signOut')}
        </button>
      </Form>
    </div>
  );
}
