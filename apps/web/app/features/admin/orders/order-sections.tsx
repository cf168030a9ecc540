import { isolateLtr } from '@seed/domain/bidi-isolate';
import { formatMoney } from '@seed/domain/money';
import type { OrderStatus } from '@seed/domain/order-status';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price';
import type { AdminOrderView } from './order-view.server';

const card = 'rounded border border-neutral-200 p-4';
const th = 'border-b border-neutral-200 py-2 pe-3 text-start text-sm font-semibold';
const td = 'border-b border-neutral-100 py-2 pe-3 text-start align-top text-sm';

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function OrderLinesTable({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <thead>
          <tr>
            <th scope="col" className={th}>
              {t('admin.orders.columns.order')}
            </th>
            <th scope="col" className={th}>
              {t('admin.orders.line.color')} / {t('admin.orders.line.size')}
            </th>
            <th scope="col" className={th}>
              {t('admin.orders.line.position')}
            </th>
            <th scope="col" className={th}>
              {t('admin.orders.line.technique')}
            </th>
            <th scope="col" className={th}>
              {t('admin.orders.line.count')}
            </th>
            <th scope="col" className={th}>
              {t('admin.orders.line.unitPrice')}
            </th>
            <th scope="col" className={th}>
              {t('admin.orders.line.printFiles')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td className={td}>
                <div className="flex items-center gap-3">
                  {line.image ? (
                    <img
                      src={line.image}
                      alt={t('admin.orders.line.picture', { name: line.name })}
                      width={64}
                      height={64}
                      className="size-16 rounded object-cover"
                    />
                  ) : null}
                  <span>{line.name}</span>
                </div>
              </td>
              <td className={td}>
                {line.color && (
                  <span className="inline-flex items-center gap-1">
                    <span
                      aria-hidden="true"
                      className="inline-block size-3 rounded-full border border-neutral-400"
                      style={{ backgroundColor: line.color.value }}
                    />
                    {line.colorName}
                  </span>
                )}
                {line.size && <span dir="ltr"> · {line.size}</span>}
              </td>
              <td className={td}>{t(`admin.orders.positions.${line.printPosition}`)}</td>
              <td className={td} dir="ltr">
                {line.techniques.join(', ')}
              </td>
              <td className={td}>{line.count}</td>
              <td className={td}>
                <Price money={line.unitPrice} />
              </td>
              <td className={td}>
                {line.printFiles.length === 0 ? (
                  <span className="text-neutral-700">{t('admin.orders.line.noPrintFiles')}</span>
                ) : (
                  <ul>
                    {line.printFiles.map((file) => (
                      <li key={file.url}>
                        <a href={file.url} className="text-blue-800 underline" download>
                          {t('admin.orders.line.printFile', { label: file.label })}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pairs({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CustomerAndDelivery({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation();
  const address = order.addressView;
  return (
    <>
      <Section id="order-customer" title={t('admin.orders.sections.customer')}>
        <Pairs
          rows={[
            [t('admin.orders.columns.customer'), order.customerName ?? ''],
            [
              t('admin.orders.customer.email'),
              <span dir="ltr" key="e">
                {order.customer.email}
              </span>,
            ],
            [
              t('admin.orders.customer.phone'),
              <span dir="ltr" key="p">
                {order.customer.phone ?? '—'}
              </span>,
            ],
            [
              t('admin.orders.customer.language'),
              t(`admin.orders.customer.languages.${order.customerLanguage}`),
            ],
          ]}
        />
      </Section>
      <Section id="order-address" title={t('admin.orders.sections.address')}>
        {address ? (
          <div className="text-sm">
            <p className="font-semibold">{address.name}</p>
            <p>{address.summary}</p>
            {address.phone && (
              <p dir="ltr" className="text-start">
                {address.phone}
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm">{t('admin.orders.delivery.none')}</p>
        )}
      </Section>
      <Section id="order-delivery" title={t('admin.orders.sections.delivery')}>
        <Pairs
          rows={[
            [t('admin.orders.delivery.price'), <Price key="p" money={order.deliveryPrice} />],
            [t('admin.orders.delivery.expected'), order.expectedDelivery ?? t('admin.orders.delivery.none')],
            [
              '',
              order.internationalOrder
                ? t('admin.orders.delivery.international')
                : t('admin.orders.delivery.local'),
            ],
          ]}
        />
      </Section>
    </>
  );
}

/** A voucher as staff read it: its code and what it took off, a percent or an amount in the order's currency. */
function VoucherValue({ voucher }: { voucher: NonNullable<AdminOrderView['voucher']> }) {
  const { t } = useTranslation();
  const code = isolateLtr(voucher.code);
  return voucher.amountOff
    ? t('admin.orders.payment.voucherAmount', { code, amount: isolateLtr(formatMoney(voucher.amountOff)) })
    : t('admin.orders.payment.voucherValue', { code, percent: voucher.percent });
}

export function PaymentSection({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation();
  const method =
    order.paymentMethod === 'WALLET'
      ? t('admin.orders.payment.wallet')
      : (order.paymentMethod ?? t('admin.orders.payment.unknown'));
  return (
    <Section id="order-payment" title={t('admin.orders.sections.payment')}>
      <Pairs
        rows={[
          [t('admin.orders.payment.method'), method],
          [
            t('admin.orders.payment.voucher'),
            order.voucher ? (
              <VoucherValue key="v" voucher={order.voucher} />
            ) : (
              t('admin.orders.payment.noVoucher')
            ),
          ],
          [t('admin.orders.payment.walletUsed'), <Price key="w" money={order.paymentWalletAmount} />],
          [t('admin.orders.totals.subtotal'), <Price key="s" money={order.subtotal} />],
          [t('admin.orders.totals.discount'), <Price key="d" money={order.discount} />],
          [t('admin.orders.totals.total'), <Price key="t" money={order.total} />],
          [t('admin.orders.totals.toPay'), <Price key="g" money={order.price} />],
        ]}
      />
      <h3 className="mt-4 mb-2 font-semibold">{t('admin.orders.payment.attempts')}</h3>
      {order.payments.length === 0 ? (
        <p className="text-sm">{t('admin.orders.payment.noAttempts')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse">
            <thead>
              <tr>
                {[
                  t('admin.orders.payment.gateway'),
                  t('admin.orders.payment.invoiceId'),
                  t('admin.orders.payment.paymentId'),
                  t('admin.orders.payment.state'),
                  t('admin.orders.payment.amount'),
                  t('admin.orders.payment.when'),
                ].map((label) => (
                  <th key={label} scope="col" className={th}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {order.payments.map((payment) => (
                <tr key={payment.id}>
                  <td className={td}>{payment.gateway}</td>
                  <td className={`${td} break-all`} dir="ltr">
                    {payment.invoiceId}
                  </td>
                  <td className={`${td} break-all`} dir="ltr">
                    {payment.paymentId ?? '—'}
                  </td>
                  <td className={td}>{payment.status}</td>
                  <td className={td} dir="ltr">
                    {payment.amountText}
                  </td>
                  <td className={td}>{payment.at}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

export function NotesAndGift({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation();
  const notes: [string, string][] = [
    [t('admin.orders.notes.note'), order.notes],
    [t('admin.orders.notes.orderNote'), order.orderNote],
  ].filter((pair): pair is [string, string] => Boolean(pair[1]));
  return (
    <>
      <Section id="order-notes" title={t('admin.orders.sections.notes')}>
        {notes.length === 0 ? (
          <p className="text-sm">{t('admin.orders.notes.none')}</p>
        ) : (
          <Pairs rows={notes} />
        )}
      </Section>
      <Section id="order-gift" title={t('admin.orders.sections.gift')}>
        <p className="text-sm">{order.isGift ? t('admin.orders.gift.yes') : t('admin.orders.gift.no')}</p>
        {order.personalNotes && (
          <p className="mt-2 text-sm whitespace-pre-line">
            <span className="font-semibold">{t('admin.orders.notes.personal')}: </span>
            {order.personalNotes}
          </p>
        )}
      </Section>
    </>
  );
}

export function HistoryTable({ order }: { order: AdminOrderView }) {
  const { t, i18n } = useTranslation();
  const arrow = i18n.dir() === 'rtl' ? '←' : '→';
  const status = (value: OrderStatus) => t(`admin.orders.status.${value}`);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse">
        <thead>
          <tr>
            {[
              t('admin.orders.history.when'),
              t('admin.orders.history.move'),
              t('admin.orders.history.who'),
              t('admin.orders.history.note'),
            ].map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.history.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: history rows have no id and never reorder
            <tr key={index}>
              <td className={td}>{entry.at}</td>
              <td className={td}>
                {entry.fromStatus
                  ? `${status(entry.fromStatus)} ${arrow} ${status(entry.toStatus)}`
                  : t('admin.orders.history.created')}
              </td>
              <td className={td}>{entry.by ?? t('admin.orders.history.system')}</td>
              <td className={td}>{entry.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
