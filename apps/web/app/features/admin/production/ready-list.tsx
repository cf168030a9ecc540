import type { ReplyOf } from '@seed/contract/endpoint';
import type { production } from '@seed/contract/production';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';

type Ready = ReplyOf<typeof production.queue>['ready'][number] & { placedText: string; printedText: string };

export const undoKey = (orderId: number) => `undo-${orderId}`;

/** Orders whose lines are all printed; each can take its printed marks back, with a reason. */
export function ReadyList({
  orders,
  lang,
  errors,
}: {
  orders: Ready[];
  lang: string;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ready-title" className="rounded-lg border border-neutral-300 p-4">
      <h2 id="ready-title" className="text-xl font-bold">
        {t('admin.production.ready.title')}
      </h2>
      <p className="mb-3 text-neutral-700">{t('admin.production.ready.description')}</p>
      {orders.length === 0 ? (
        <p>{t('admin.production.ready.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-sm">
            <thead>
              <tr className="text-neutral-700">
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.order')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.placed')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.printed')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.state')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.undo')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderId} className="border-t border-neutral-200 align-top">
                  <td className="p-2">
                    <Link className="font-semibold underline" to={`/${lang}/admin/orders/${order.orderId}`}>
                      {t('admin.production.order', { id: order.orderId })}
                    </Link>
                  </td>
                  <td className="p-2">{order.placedText}</td>
                  <td className="p-2">{order.printedText}</td>
                  <td className="p-2 font-semibold text-emerald-800">{t('admin.production.ready.status')}</td>
                  <td className="p-2">
                    <Form
                      method="post"
                      className="flex flex-wrap items-end gap-2"
                      aria-label={t('admin.production.ready.undoOf', { id: order.orderId })}
                    >
                      <input type="hidden" name="form" value={undoKey(order.orderId)} />
                      {order.lineIds.map((id) => (
                        <input key={id} type="hidden" name="lineId" value={id} />
                      ))}
                      <label className="flex flex-col gap-1">
                        <span>{t('admin.production.ready.reason')}</span>
                        <input
                          name="reason"
                          required
                          maxLength={500}
                          className="rounded-md border border-neutral-500 px-2 py-1"
                        />
                      </label>
                      <button
                        type="submit"
                        name="intent"
                        value="undo"
                        className="rounded-md border border-neutral-900 px-3 py-1 font-semibold hover:bg-neutral-100"
                      >
                        {t('admin.production.ready.undo')}
                      </button>
                      {errors[undoKey(order.orderId)] ? (
                        <p role="alert" className="basis-full font-semibold text-red-800">
                          {errors[undoKey(order.orderId)]}
                        </p>
                      ) : null}
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
