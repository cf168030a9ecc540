import { adminDiscountTiers, DISCOUNT_TIERS_MAX } from '@seed/contract/admin-promotions';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { button, DoneNote, FormProblemNote, field, label } from '../features/admin/promotions/form-parts';
import { filsToKwdText } from '../features/admin/promotions/form-values';
import { BLANK_ROWS, saveDiscountTiers } from '../features/admin/promotions/settings-forms.server';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-discounts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const { tiers } = await createApiClient(request, context, locale).call(adminDiscountTiers.get, {});
  const saved = tiers.map((tier) => ({
    minSubtotal: filsToKwdText(tier.minSubtotal.amount),
    percent: String(tier.percent),
  }));
  const blanks = Array.from({ length: Math.min(BLANK_ROWS, DISCOUNT_TIERS_MAX - saved.length) }, () => ({
    minSubtotal: '',
    percent: '',
  }));
  return data(
    { rows: [...saved, ...blanks], done: new URL(request.url).searchParams.get('done') === 'saved' },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const problem = await saveDiscountTiers(
    createApiClient(request, context, locale),
    locale,
    await request.formData(),
  );
  if (problem) return data({ problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/discounts?done=saved`, 303);
}

/** /admin/discounts: the store's discount on amount, tier by tier; carts and checkout use it at once. */
export default function AdminDiscounts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, done } = loaderData;
  return (
    <>
      <AdminTitle title={t('admin.promotions.discounts.title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('admin.promotions.discounts.title')}</h1>
      <p className="mb-4 max-w-2xl text-neutral-700">{t('admin.promotions.discounts.intro')}</p>
      <DoneNote text={done ? t('admin.promotions.discounts.saved') : null} />
      <FormProblemNote problem={actionData?.problem ?? null} fix={t('admin.promotions.discounts.fix')} />
      <Form method="post" className="mt-2 flex max-w-2xl flex-col gap-3">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions of the form, not records
          <div key={index} className="flex flex-wrap gap-3">
            <label className={label}>
              <span className="font-medium">
                {t('admin.promotions.discounts.minSubtotal', { row: index + 1 })}
              </span>
              <input
                name={`minSubtotal-${index}`}
                defaultValue={row.minSubtotal}
                inputMode="decimal"
                dir="ltr"
                className={field}
              />
            </label>
            <label className={label}>
              <span className="font-medium">
                {t('admin.promotions.discounts.percent', { row: index + 1 })}
              </span>
              <input
                name={`percent-${index}`}
                defaultValue={row.percent}
                type="number"
                min={1}
                max={99}
                className={field}
              />
            </label>
          </div>
        ))}
        <label className={label}>
          <span className="font-medium">{t('admin.promotions.discounts.reason')}</span>
          <input name="reason" maxLength={500} className={field} />
        </label>
        <button type="submit" className={`${button} self-start`}>
          {t('admin.promotions.discounts.save')}
        </button>
      </Form>
    </>
  );
}
