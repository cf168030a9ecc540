import { useTranslation } from 'react-i18next';
import { ConfirmPopover } from '../../components/ui/confirm-popover';
import { useCartChange } from './use-cart-change';

type CartBundleRemoveProps = {
  uniqueKey: string;
  name: string;
  onConfirm: () => void;
  onFailed: () => void;
};

/** A bundle's lines are removed together, by its key, after a confirmation. */
export function CartBundleRemove({ uniqueKey, name, onConfirm, onFailed }: CartBundleRemoveProps) {
  const { t } = useTranslation();
  const change = useCartChange(`cart-bundle-${uniqueKey}`, onFailed);
  return (
    <ConfirmPopover
      message={t('cart.confirmDeleteBundle')}
      confirmLabel={t('cart.confirmYes')}
      refuseLabel={t('cart.confirmNo')}
      disabled={change.busy}
      triggerClassName="rounded px-2 py-1 text-sm underline underline-offset-4 hover:bg-neutral-100 disabled:opacity-50"
      onConfirm={() => {
        onConfirm();
        change.submit('removeBundle', { uniqueKey });
      }}
    >
      {t('cart.removeBundle', { name })}
    </ConfirmPopover>
  );
}
