import { adminVouchers, VOUCHER_USES_PAGE_SIZE } from '@seed/contract/admin-promotions';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { Price } from '../components/price';
import { AdminTitle } from '../features/admin/admin-title';
import { dayFormatter } from '../features/admin/customers/format.server';
import { DoneNote } from '../features/admin/promotions/form-parts';
import { filsToKwdText, isoToKuwaitTime } from '../features/admin/promotions/form-values';
import { VoucherForm, type VoucherFormValues } from '../features/admin/promotions/voucher-form';
import { saveVoucher } from '../features/admin/promotions/voucher-form.server';
import { requireStaff } from '../features/admin/require-staff.server';
import { ApiError, createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import type { Route } from './+types/admin-voucher';

const idOf = (text: string | undefined) => {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const url = new URL(request.url);
  const offset = Number(url.searchParams.get('usesOffset'));
  const detail = await createApiClient(request, context, locale)
    .call(adminVouchers.detail, {
      params: { id },
      query: { usesOffset: Number.isInteger(offset) && offset > 0 && offset < 1_000_000 ? offset : 0 },
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  const { voucher, uses } = detail;
  const moment = dayFormatter(locale, true);
  const values: VoucherFormValues = {
    code: voucher.code,
    kind: voucher.kind,
    percent: voucher.kind === 'PERCENT' ? String(voucher.percent) : '',
    amountOff: filsToKwdText(voucher.amountOff?.amount),
    maxDiscount: filsToKwdText(voucher.maxDiscount?.amount),
    minAmount: filsToKwdText(voucher.minAmount?.amount),
    startsAt: isoToKuwaitTime(voucher.startsAt),
    expiresAt: isoToKuwaitTime(voucher.expiresAt),
    usageLimit: voucher.usageLimit === null ? '' : String(voucher.usageLimit),
    perUserLimit: voucher.perUserLimit === null ? '' : String(voucher.perUserLimit),
    isActive: voucher.isActive,
  };
  const done = url.searchParams.get('done');
  return data(
    {
      voucher,
      values,
      uses: { ...uses, uses: uses.uses.map((use) => ({ ...use, when: moment(use.at) })) },
      done: done === 'created' || done === 'saved' ? done : null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const id = idOf(params.id);
  const saved = await saveVoucher(
    createApiClient(request, context, locale),
    locale,
    await request.formData(),
    id,
  );
  if ('problem' in saved) return data({ problem: saved.problem }, { status: 400 });
  return redirect(`/${params.lang}/admin/vouchers/${id}?done=saved`, 303);
}

/** /admin/vouchers/:id: the voucher's form, and the orders that used it (who, when, how much). */
export default function AdminVoucher({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { voucher, values, uses, done } = loaderData;
  const base = `/${params.lang}/admin/vouchers/${voucher.id}`;
  return (
    <>
      <AdminTitle title={voucher.code} />
      <Link to={`/${params.lang}/admin/vouchers`} className="text-sm underline underline-offset-2">
        {t('admin.promotions.vouchers.back')}
      </Link>
      <h1 className="mt-2 mb-1 text-2xl font-bold" dir="ltr">
        {voucher.code}
      </h1>
      <p className="mb-4 text-neutral-700">
        {t(`admin.promotions.vouchers.statuses.${voucher.status}`)} ·{' '}
        {voucher.usageLimit === null
          ? voucher.usedCount
          : t('admin.promotions.vouchers.usedOf', { used: voucher.usedCount, limit: voucher.usageLimit })}
      </p>
      <DoneNote
        text={
          done === 'created'
            ? t('admin.promotions.vouchers.created')
            : done === 'saved'
              ? t('admin.promotions.vouchers.saved')
              : null
        }
      />
      <VoucherForm
        values={values}
        problem={actionData?.problem ?? null}
        submit={t('admin.promotions.vouchers.form.save')}
      />
      <section aria-labelledby="voucher-uses" className="mt-8">
        <h2 id="voucher-uses" className="mb-2 text-lg font-semibold">
          {t('admin.promotions.vouchers.uses')}
        </h2>
        {uses.uses.length === 0 ? (
          <p className="text-neutral-700">{t('admin.promotions.vouchers.noUses')}</p>
        ) : (
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-neutral-300">
                {(['order', 'customer', 'at', 'discount', 'status'] as const).map((key) => (
                  <th key={key} scope="col" className="px-2 py-1 text-start">
                    {t(`admin.promotions.vouchers.useColumns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {uses.uses.map((use) => (
                <tr key={use.orderId} className="border-b border-neutral-200">
                  <td className="px-2 py-1">
                    <Link
                      to={`/${params.lang}/admin/orders/${use.orderId}`}
                      className="underline underline-offset-2"
                    >
                      #{use.orderId}
                    </Link>
                  </td>
                  <td className="px-2 py-1">
                    <Link
                      to={`/${params.lang}/admin/customers/${use.userId}`}
                      className="underline underline-offset-2"
                    >
                      {use.customer}
                    </Link>
                  </td>
                  <td className="px-2 py-1">{use.when}</td>
                  <td className="px-2 py-1">
                    <Price money={use.discount} />
                  </td>
                  <td className="px-2 py-1">
                    {t(`admin.orders.status.${use.orderStatus}` as 'admin.orders.status.PAID', {
                      defaultValue: use.orderStatus,
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <nav className="mt-2 flex gap-4 text-sm" aria-label={t('admin.layout.table.pagination')}>
          {uses.offset > 0 && (
            <Link
              to={`${base}?usesOffset=${Math.max(0, uses.offset - VOUCHER_USES_PAGE_SIZE)}`}
              className="underline"
            >
              {t('admin.layout.table.previous')}
            </Link>
          )}
          {uses.hasMore && (
            <Link to={`${base}?usesOffset=${uses.offset + VOUCHER_USES_PAGE_SIZE}`} className="underline">
              {t('admin.layout.table.next')}
            </Link>
          )}
        </nav>
      </section>
    </>
  );
}
