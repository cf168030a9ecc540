import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../components/ui/confirm-popover';
import type { CartLineView } from './cart-view';
import type { useCartChange } from './use-cart-change';

type CartLineRemoveProps = {
  line: CartLineView;
  disabled: boolean;
  /** Called once the shopper confirms, before the change is sent. */
  onConfirm: () => void;
  change: ReturnType<typeof useCartChange>;
};

/** Removal asks first, with the spec's cart.confirm_delete text (spec §5). */
export function CartLineRemove({ line, disabled, onConfirm, change }: CartLineRemoveProps) {
  const { t } = useTranslation();
  return (
    <ConfirmPopover
      message={t('cart.confirm_delete')}
      confirmLabel={t('cart.confirmYes')}
      refuseLabel={t('cart.confirmNo')}
      triggerLabel={t('cart.remove', { name: line.name })}
      triggerClassName="-me-1 -mt-1 shrink-0 rounded p-1 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-50"
      disabled={disabled}
      onConfirm={() => {
        onConfirm();
        change.submit('remove', { id: line.id });
      }}
    >
      <TrashIcon />
    </ConfirmPopover>
  );
}

function TrashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </svg>
  );
}
