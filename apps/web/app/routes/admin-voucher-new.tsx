import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { BLANK_VOUCHER, VoucherForm } from '../features/admin/promotions/voucher-form';
import { saveVoucher } from '../features/admin/promotions/voucher-form.server';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-voucher-new';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'promotions');
  return data(null, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const form = await request.formData();
  const saved = await saveVoucher(createApiClient(request, context, locale), locale, form, null);
  if ('problem' in saved)
    return data({ problem: saved.problem, form: Object.fromEntries(form) }, { status: 400 });
  return redirect(`/${params.lang}/admin/vouchers/${saved.id}?done=created`, 303);
}

/** /admin/vouchers/new: a blank voucher form; a form that came back keeps what was typed. */
export default function AdminVoucherNew({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const typed = actionData?.form;
  const values = typed
    ? {
        ...BLANK_VOUCHER,
        ...Object.fromEntries(Object.entries(typed).map(([key, value]) => [key, String(value)])),
        kind: typed.kind === 'AMOUNT' ? ('AMOUNT' as const) : ('PERCENT' as const),
        isActive: typed.isActive === 'on',
      }
    : BLANK_VOUCHER;
  return (
    <>
      <AdminTitle title={t('admin.promotions.vouchers.new')} />
      <Link to={`/${params.lang}/admin/vouchers`} className="text-sm underline underline-offset-2">
        {t('admin.promotions.vouchers.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{t('admin.promotions.vouchers.new')}</h1>
      <VoucherForm
        values={values}
        problem={actionData?.problem ?? null}
        submit={t('admin.promotions.vouchers.form.create')}
      />
    </>
  );
}
