import { NEW_LINE_SCROLL_DELAY_MS } from '@seed/domain/timing';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/icons';
import { useLocale } from '../../lib/use-locale';
import { CartLineCount } from './cart-line-count';
import { CartLinePrice } from './cart-line-price';
import { CartLineRemove } from './cart-line-remove';
import { CartLineVariant } from './cart-line-variant';
import type { CartLineView } from './cart-view';
import { useCartChange } from './use-cart-change';

type CartLineProps = {
  line: CartLineView;
  /** Newly added: shown with a border and scrolled to (spec §4). */
  highlighted: boolean;
  /** A locked cart allows no removal and no count change. */
  locked: boolean;
  /** Set once its removal is confirmed: a spinner covers the line until it leaves. */
  removing: boolean;
  onRemove: (line: CartLineView) => void;
  onRemoveFailed: (line: CartLineView) => void;
  /** Called when the shopper follows the product link (the panel closes). */
  onNavigate?: () => void;
};

/** One line of the cart with its states and actions (spec §4 "Cart line states"). */
export function CartLine(props: CartLineProps) {
  const { line, highlighted, locked, removing, onNavigate } = props;
  const { t } = useTranslation();
  const lang = useLocale();
  const ref = useRef<HTMLLIElement>(null);
  const change = useCartChange(`cart-line-${line.id}`, (intent) => {
    if (intent === 'remove') props.onRemoveFailed(line);
  });
  const inBundle = line.bundle !== null && line.uniqueKey !== null;

  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(
      () => ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }),
      NEW_LINE_SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [highlighted]);

  const updatingPrice = change.pendingIntent === 'count' || change.pendingIntent === 'variant';
  const pendingCount = change.pendingIntent === 'count' ? Number(change.formData?.get('count')) : null;
  return (
    <li
      ref={ref}
      data-highlighted={highlighted || undefined}
      aria-busy={removing || undefined}
      className={`relative flex gap-3 rounded-lg border-2 p-3 transition-colors ${
        highlighted ? 'border-neutral-900' : 'border-transparent'
      }`}
    >
      {line.image ? (
        <img
          src={line.image}
          // A shop product's picture repeats the name beside it; a design's picture is the design itself.
          alt={
            line.customized
              ? t('cart.designPicture', {
                  name: line.name,
                  color: line.colors.find((color) => color.id === line.colorId)?.name ?? '',
                })
              : ''
          }
          width={72}
          height={72}
          loading="lazy"
          className="size-18 shrink-0 rounded-md bg-neutral-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-18 shrink-0 rounded-md bg-neutral-100" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={`/${lang}/shop/products/${line.productId}`}
            onClick={onNavigate}
            className="font-bold hover:underline"
          >
            {line.name}
          </Link>
          {!inBundle && !locked && (
            <CartLineRemove
              line={line}
              disabled={removing}
              onConfirm={() => props.onRemove(line)}
              change={change}
            />
          )}
        </div>
        <CartLineVariant line={line} change={change} disabled={removing} />
        {line.availability !== 'AVAILABLE' && (
          <p className="text-sm text-red-700">
            {t(`cart.availability.${line.availability}`, { count: line.stock })} · {t('cart.notCounted')}
          </p>
        )}
        <div className="flex items-end justify-between gap-2">
          {inBundle || locked ? (
            <p className="text-sm text-neutral-700">{t('cart.count', { count: line.count })}</p>
          ) : (
            <CartLineCount
              line={line}
              change={change}
              count={pendingCount ?? line.count}
              disabled={removing}
            />
          )}
          <CartLinePrice line={line} updating={updatingPrice} />
        </div>
        {line.ownedByUser && !locked && (
          <button
            type="button"
            disabled={change.busy}
            aria-busy={change.pendingIntent === 'copy' || undefined}
            onClick={() => change.submit('copy', { id: line.id })}
            className="flex items-center gap-2 self-start text-sm underline underline-offset-4 disabled:opacity-60"
          >
            {change.pendingIntent === 'copy' && <Spinner />}
            {t('cart.copy')}
          </button>
        )}
      </div>
      {removing && (
        <div
          role="status"
          className="absolute inset-0 flex items-center justify-center gap-2 rounded-lg bg-white/80 text-sm"
        >
          <Spinner />
          {t('cart.removing')}
        </div>
      )}
    </li>
  );
}
