import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { AdminTitle } from '../admin-title';
import { Done } from './fields';
import type { FormProblem } from './form-problem';
import { PromoForm, type PromoValues } from './promo-form';
import type { PromoKind } from './promo-form.server';

const PATH = { slide: 'slides', banner: 'banners' } as const;

/** A slide's or banner's page: its form, new or filled, with the outcome of the last save. */
export function PromoPage({
  kind,
  promo,
  saved,
  problem,
}: {
  kind: PromoKind;
  promo: (PromoValues & { id: number }) | null;
  saved: boolean;
  problem: FormProblem | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const desk = PATH[kind];
  const text = (key: string) => t(`admin.content.${desk}.${key}` as 'admin.content.slides.title');
  const title = promo ? (locale === 'ar' ? promo.nameAr : promo.nameEn) : text('new');
  return (
    <>
      <AdminTitle title={title} />
      <Link to={`/${locale}/admin/${desk}`} className="text-sm underline underline-offset-2">
        {text('back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{title}</h1>
      {saved && <Done>{text('saved')}</Done>}
      <PromoForm key={promo?.id ?? 'new'} kind={kind} values={promo} problem={problem} />
    </>
  );
}
