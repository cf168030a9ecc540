import { CARRIER_NAMES, CARRIERS } from '@seed/domain/carriers';
import type { Locale } from '@seed/domain/locale';
import type { OrderStatus } from '@seed/domain/order-status';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

/** What the order page's action answers when it refuses a form: per-field message keys or a refusal text. */
export type FormErrorKey = 'status' | 'note' | 'carrier' | 'tracking' | 'text';
export type OrderFormResult = {
  intent: 'move' | 'ship' | 'note';
  errors?: Partial<Record<string, FormErrorKey>>;
  refusal?: string;
};

const input = 'w-full rounded border border-neutral-400 px-3 py-2';
const button = 'rounded bg-neutral-900 px-4 py-2 text-white hover:bg-neutral-700';

function FieldError({ id, message }: { id: string; message: FormErrorKey | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-800">
      {t(`admin.orders.errors.${message}`)}
    </p>
  );
}

function Refusal({
  result,
  intent,
}: {
  result: OrderFormResult | undefined;
  intent: OrderFormResult['intent'];
}) {
  if (result?.intent !== intent || !result.refusal) return null;
  return (
    <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-900">
      {result.refusal}
    </p>
  );
}

const errorsOf = (result: OrderFormResult | undefined, intent: OrderFormResult['intent']) =>
  result?.intent === intent ? (result.errors ?? {}) : {};

export function MoveForm({ next, result }: { next: OrderStatus[]; result: OrderFormResult | undefined }) {
  const { t } = useTranslation();
  // Shipping has its own form: it asks for the carrier and the tracking number.
  const choices = next.filter((status) => status !== 'SHIPPED');
  const errors = errorsOf(result, 'move');
  if (choices.length === 0)
    return next.length === 0 ? <p className="text-sm">{t('admin.orders.move.none')}</p> : null;
  return (
    <Form method="post" className="flex flex-col gap-3" aria-labelledby="move-title">
      <h3 id="move-title" className="font-semibold">
        {t('admin.orders.move.title')}
      </h3>
      <input type="hidden" name="intent" value="move" />
      <Refusal result={result} intent="move" />
      <label className="flex flex-col gap-1 text-sm">
        {t('admin.orders.move.to')}
        <select name="status" className={input} required aria-describedby="move-status-error">
          {choices.map((status) => (
            <option key={status} value={status}>
              {t(`admin.orders.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <FieldError id="move-status-error" message={errors.status} />
      <label className="flex flex-col gap-1 text-sm">
        {t('admin.orders.move.note')}
        <textarea name="note" rows={2} maxLength={500} className={input} aria-describedby="move-note-error" />
      </label>
      <FieldError id="move-note-error" message={errors.note} />
      <button type="submit" className={button}>
        {t('admin.orders.move.submit')}
      </button>
    </Form>
  );
}

export function ShipForm({ locale, result }: { locale: Locale; result: OrderFormResult | undefined }) {
  const { t } = useTranslation();
  const errors = errorsOf(result, 'ship');
  return (
    <Form method="post" className="flex flex-col gap-3" aria-labelledby="ship-title">
      <h3 id="ship-title" className="font-semibold">
        {t('admin.orders.ship.title')}
      </h3>
      <input type="hidden" name="intent" value="ship" />
      <Refusal result={result} intent="ship" />
      <label className="flex flex-col gap-1 text-sm">
        {t('admin.orders.ship.carrier')}
        <select name="carrier" className={input} required aria-describedby="ship-carrier-error">
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {CARRIER_NAMES[carrier][locale]}
            </option>
          ))}
        </select>
      </label>
      <FieldError id="ship-carrier-error" message={errors.carrier} />
      <label className="flex flex-col gap-1 text-sm">
        {t('admin.orders.ship.tracking')}
        <input
          name="trackingNumber"
          dir="ltr"
          required
          minLength={3}
          maxLength={60}
          autoComplete="off"
          className={input}
          aria-invalid={errors.trackingNumber ? true : undefined}
          aria-describedby="ship-tracking-error"
        />
      </label>
      <FieldError id="ship-tracking-error" message={errors.trackingNumber} />
      <label className="flex flex-col gap-1 text-sm">
        {t('admin.orders.ship.note')}
        <textarea name="note" rows={2} maxLength={500} className={input} />
      </label>
      <button type="submit" className={button}>
        {t('admin.orders.ship.submit')}
      </button>
    </Form>
  );
}

export function NoteForm({ result }: { result: OrderFormResult | undefined }) {
  const { t } = useTranslation();
  const errors = errorsOf(result, 'note');
  return (
    <Form method="post" className="flex flex-col gap-3" aria-labelledby="note-title">
      <h3 id="note-title" className="font-semibold">
        {t('admin.orders.staffNote.title')}
      </h3>
      <input type="hidden" name="intent" value="note" />
      <Refusal result={result} intent="note" />
      <label className="flex flex-col gap-1 text-sm">
        {t('admin.orders.staffNote.text')}
        <textarea
          name="text"
          rows={3}
          required
          maxLength={2000}
          className={input}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby="note-text-error"
        />
      </label>
      <FieldError id="note-text-error" message={errors.text} />
      <button type="submit" className={button}>
        {t('admin.orders.staffNote.submit')}
      </button>
    </Form>
  );
}
