import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Price } from '../../components/price';
import { SizeName } from '../../components/size-name';
import { useLocale } from '../../lib/use-locale';
import type { OrderLineView } from './order-view';

/** The order's items as they were bought: picture, colour, size, print position, count and unit price. */
export function OrderLines({ lines }: { lines: OrderLineView[] }) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <ul className="flex flex-col divide-y divide-neutral-200">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-4 py-4">
          {line.image ? (
            <img src={line.image} alt="" width={80} height={80} className="size-20 rounded object-cover" />
          ) : (
            <span className="size-20 rounded bg-neutral-100" />
          )}
          <div className="flex flex-1 flex-col gap-1 text-sm">
            {line.productId ? (
              <Link
                to={`/${lang}/products/${line.productId}`}
                className="text-base font-medium hover:underline"
              >
                {line.name}
              </Link>
            ) : (
              <span className="text-base font-medium">{line.name}</span>
            )}
            {line.color && (
              <span className="flex items-center gap-2">
                {t('orders.line.color')}:
                <span
                  aria-hidden="true"
                  className="inline-block size-3 rounded-full border border-neutral-300"
                  style={{ backgroundColor: line.color.value }}
                />
                {line.color.name}
              </span>
            )}
            {line.size && (
              <span>
                {t('orders.line.size')}: <SizeName label={line.size} />
              </span>
            )}
            <span>
              {t('orders.line.printPosition')}: {t(`orders.printPosition.${line.printPosition}`)}
            </span>
          </div>
          <div className="flex flex-col items-end gap-1 text-sm">
            <span>{t('orders.line.count', { count: line.count })}</span>
            <span>
              <Price money={line.unitPrice} /> {t('orders.line.each')}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
