import {
  adminGiftCards,
  GIFT_CARD_BATCH_MAX,
  GIFT_CARD_PAGE_SIZE,
  GIFT_CARD_STATUSES,
  GiftCardListQuerySchema,
} from '@seed/contract/admin-promotions-gift-cards';
import type { ReplyOf } from '@seed/contract/endpoint';
import { CURRENCIES } from '@seed/domain/currency';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { Price } from '../components/price';
import { AdminTitle } from '../features/admin/admin-title';
import { dayFormatter } from '../features/admin/customers/format.server';
import { type AdminColumn, DataTable } from '../features/admin/data-table';
import { pageQuery, readListState } from '../features/admin/list-query';
import { button, DoneNote, FormProblemNote, field, label } from '../features/admin/promotions/form-parts';
import { runGiftCardAction } from '../features/admin/promotions/gift-card-forms.server';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-gift-cards';

type Card = ReplyOf<typeof adminGiftCards.list>['giftCards'][number] & {
  redeemed: string | null;
  expires: string | null;
};
const NO_SORTS: readonly string[] = [];
const BATCHES_SHOWN = 10;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const url = new URL(request.url);
  const state = readListState(url, NO_SORTS, { sort: '', dir: 'desc' });
  const values = {
    q: url.searchParams.get('q')?.trim() ?? '',
    status: url.searchParams.get('status') ?? '',
    batchId: url.searchParams.get('batchId') ?? '',
  };
  // A hand-edited URL with a filter the API would refuse lists as if that filter were not there.
  const query = Object.fromEntries(
    Object.entries(values).flatMap(([name, value]) => {
      const one = GiftCardListQuerySchema.shape[name as keyof typeof values].safeParse(value || undefined);
      return one.success && one.data !== undefined ? [[name, value]] : [];
    }),
  );
  const api = createApiClient(request, context, locale);
  const [cards, batches] = await Promise.all([
    api.call(adminGiftCards.list, { query: { ...query, ...pageQuery(state.page, GIFT_CARD_PAGE_SIZE) } }),
    api.call(adminGiftCards.batches, { query: { limit: BATCHES_SHOWN } }),
  ]);
  const day = dayFormatter(locale);
  const done = url.searchParams.get('done');
  return data(
    {
      cards: cards.giftCards.map((card) => ({
        ...card,
        redeemed: card.redeemedAt && day(card.redeemedAt),
        expires: card.expiresAt && day(card.expiresAt),
      })),
      total: cards.total,
      batches: batches.batches.map((batch) => ({ ...batch, created: day(batch.createdAt) })),
      state,
      values,
      done: done === 'issued' || done === 'deactivated' ? done : null,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'promotions');
  const locale = requestLocale(params.lang, request);
  const outcome = await runGiftCardAction(
    createApiClient(request, context, locale),
    locale,
    await request.formData(),
  );
  if ('problem' in outcome) return data({ problem: outcome.problem }, { status: 400 });
  const base = `/${params.lang}/admin/gift-cards`;
  return redirect(
    outcome.done === 'issued' ? `${base}?done=issued&batchId=${outcome.batchId}` : `${base}?done=deactivated`,
    303,
  );
}

function useColumns(lang: string): AdminColumn<Card>[] {
  const { t } = useTranslation();
  const column = (id: string, cell: (card: Card) => React.ReactNode): AdminColumn<Card> => ({
    id,
    header: () => t(`admin.promotions.giftCards.columns.${id}` as 'admin.promotions.giftCards.columns.code'),
    cell: ({ row }) => cell(row.original),
  });
  return [
    column('code', (card) => <span dir="ltr">…{card.codeEnd}</span>),
    column('amount', (card) => <Price money={card.amount} />),
    column('status', (card) => t(`admin.promotions.giftCards.statuses.${card.status}`)),
    column('batch', (card) => card.batchId ?? '—'),
    column('redeemedBy', (card) =>
      card.redeemedBy ? (
        <>
          <Link
            to={`/${lang}/admin/customers/${card.redeemedBy.id}`}
            className="underline underline-offset-2"
          >
            {card.redeemedBy.name}
          </Link>{' '}
          {card.redeemed && t('admin.promotions.giftCards.redeemedOn', { date: card.redeemed })}
        </>
      ) : (
        '—'
      ),
    ),
    column('expires', (card) => card.expires ?? t('admin.promotions.giftCards.never')),
    column('actions', (card) =>
      card.status === 'ACTIVE' || card.status === 'EXPIRED' ? (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="action" value="deactivate" />
          <input type="hidden" name="cardId" value={card.id} />
          <label className={label}>
            <span className="sr-only">
              {t('admin.promotions.giftCards.deactivateReason', { code: card.codeEnd })}
            </span>
            <input name="reason" required maxLength={500} className={field} />
          </label>
          <button type="submit" className="rounded-md border border-red-800 px-3 py-1.5 text-sm text-red-800">
            {t('admin.promotions.giftCards.deactivate')}
          </button>
        </Form>
      ) : null,
    ),
  ];
}

/** /admin/gift-cards: issue cards, download a batch's codes, and see every card and who redeemed it. */
export default function AdminGiftCards({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { cards, total, batches, state, values, done } = loaderData;
  const base = `/${params.lang}/admin/gift-cards`;
  return (
    <>
      <AdminTitle title={t('admin.promotions.giftCards.title')} />
      <h1 className="mb-4 text-2xl font-bold">{t('admin.promotions.giftCards.title')}</h1>
      <DoneNote
        text={
          done === 'issued'
            ? t('admin.promotions.giftCards.issued')
            : done === 'deactivated'
              ? t('admin.promotions.giftCards.deactivated')
              : null
        }
      />
      <section
        aria-labelledby="issue-cards"
        className="mb-6 rounded-md border border-neutral-200 bg-white p-4"
      >
        <h2 id="issue-cards" className="mb-3 text-lg font-semibold">
          {t('admin.promotions.giftCards.issueTitle')}
        </h2>
        <FormProblemNote problem={actionData?.problem ?? null} fix={t('admin.promotions.giftCards.fix')} />
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
          <input type="hidden" name="action" value="issue" />
          <label className={label}>
            <span className="font-medium">{t('admin.promotions.giftCards.amount')}</span>
            <input name="amount" required inputMode="decimal" dir="ltr" className={field} />
          </label>
          <label className={label}>
            <span className="font-medium">{t('admin.promotions.giftCards.currency')}</span>
            <select name="currency" defaultValue="KWD" className={field}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </label>
          <label className={label}>
            <span className="font-medium">{t('admin.promotions.giftCards.quantity')}</span>
            <input
              name="quantity"
              type="number"
              min={1}
              max={GIFT_CARD_BATCH_MAX}
              defaultValue={1}
              required
              className={field}
            />
          </label>
          <label className={label}>
            <span className="font-medium">{t('admin.promotions.giftCards.expiresAt')}</span>
            <input name="expiresAt" type="datetime-local" className={field} />
          </label>
          <label className={label}>
            <span className="font-medium">{t('admin.promotions.giftCards.note')}</span>
            <input name="note" maxLength={200} className={field} />
          </label>
          <button type="submit" className={button}>
            {t('admin.promotions.giftCards.issue')}
          </button>
        </Form>
      </section>
      <section aria-labelledby="card-batches" className="mb-6">
        <h2 id="card-batches" className="mb-2 text-lg font-semibold">
          {t('admin.promotions.giftCards.batches')}
        </h2>
        {batches.length === 0 ? (
          <p className="text-neutral-700">{t('admin.promotions.giftCards.noBatches')}</p>
        ) : (
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-neutral-300">
                {(
                  ['batch', 'amount', 'quantity', 'redeemed', 'note', 'issuedBy', 'created', 'codes'] as const
                ).map((key) => (
                  <th key={key} scope="col" className="px-2 py-1 text-start">
                    {t(`admin.promotions.giftCards.batchColumns.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {batches.map((batch) => (
                <tr key={batch.id} className="border-b border-neutral-200">
                  <td className="px-2 py-1">
                    <Link to={`${base}?batchId=${batch.id}`} className="underline underline-offset-2">
                      {batch.id}
                    </Link>
                  </td>
                  <td className="px-2 py-1">
                    <Price money={batch.amount} />
                  </td>
                  <td className="px-2 py-1">{batch.quantity}</td>
                  <td className="px-2 py-1">{batch.redeemed}</td>
                  <td className="px-2 py-1">{batch.note}</td>
                  <td className="px-2 py-1">{batch.issuedBy ?? '—'}</td>
                  <td className="px-2 py-1">{batch.created}</td>
                  <td className="px-2 py-1">
                    <a
                      href={`/${params.lang}/admin/gift-cards/batches/${batch.id}/codes.csv`}
                      download
                      aria-label={t('admin.promotions.giftCards.download', { id: batch.id })}
                      className="underline underline-offset-2"
                    >
                      {t('admin.promotions.giftCards.downloadShort')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <h2 className="mb-2 text-lg font-semibold">{t('admin.promotions.giftCards.cards')}</h2>
      <Form
        method="get"
        role="search"
        aria-label={t('admin.promotions.giftCards.filters')}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <label className={label}>
          <span className="font-medium">{t('admin.promotions.giftCards.searchLabel')}</span>
          <input type="search" name="q" defaultValue={values.q} maxLength={32} dir="ltr" className={field} />
        </label>
        <label className={label}>
          <span className="font-medium">{t('admin.promotions.giftCards.status')}</span>
          <select name="status" defaultValue={values.status} className={field}>
            <option value="">{t('admin.promotions.giftCards.any')}</option>
            {GIFT_CARD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.promotions.giftCards.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          <span className="font-medium">{t('admin.promotions.giftCards.batch')}</span>
          <input name="batchId" defaultValue={values.batchId} inputMode="numeric" className={field} />
        </label>
        <button type="submit" className={button}>
          {t('admin.promotions.giftCards.search')}
        </button>
        <Link to={base} className="py-1.5 text-sm underline underline-offset-2">
          {t('admin.layout.filters.clear')}
        </Link>
      </Form>
      <DataTable
        caption={t('admin.promotions.giftCards.cards')}
        columns={useColumns(lang)}
        rows={cards}
        rowId={(card) => String(card.id)}
        paging={{ page: state.page, pageSize: GIFT_CARD_PAGE_SIZE, total }}
      />
    </>
  );
}
