import type { ArtistProductState } from '@seed/domain/artist-product-state';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';

type ActiveSwitchProps = { id: number; isActive: boolean; name: string; state?: ArtistProductState };

/**
 * A product's or artwork's shown/hidden switch: a form posting the state it should take to the page's action,
 * so it works without JavaScript (the page renders again with the new state) and, with it, flips at once while
 * the post is under way. A product's text says where it really stands in the shop (`state`): switched on, a
 * product of an artwork still waiting for approval is not shown.
 */
export function ActiveSwitch({ id, isActive, name, state }: ActiveSwitchProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get('isActive');
  const shown = pending === undefined || pending === null ? isActive : pending === 'true';
  const switchText = () => {
    if (state === 'WAITING_APPROVAL') return t('artistPortal.productWaiting');
    if (state === 'REFUSED') return t('artistPortal.productRefused');
    if (state === 'HIDDEN' && pending == null) return t('artistPortal.inactive');
    return shown ? t('artistPortal.active') : t('artistPortal.inactive');
  };
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="isActive" value={String(!shown)} />
      <button
        type="submit"
        role="switch"
        aria-checked={shown}
        aria-label={t('artistPortal.activeOf', { name })}
        className="inline-flex items-center gap-2 rounded-full text-sm"
      >
        <span
          aria-hidden="true"
          className={`relative inline-block h-6 w-11 rounded-full transition-colors ${shown ? 'bg-green-700' : 'bg-neutral-400'}`}
        >
          <span
            className={`absolute top-0.5 size-5 rounded-full bg-white transition-all ${shown ? 'start-5.5' : 'start-0.5'}`}
          />
        </span>
        <span>{switchText()}</span>
      </button>
    </fetcher.Form>
  );
}
