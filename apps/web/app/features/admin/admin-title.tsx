import { useTranslation } from 'react-i18next';

/** A back-office page's title, after which the area's name comes. */
export function AdminTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{`${title} | ${t('admin.layout.title')}`}</title>;
}
