import type { FavoriteKind } from '@seed/domain/favorite';
import type { Money } from '@seed/domain/money';
import { useLocation, useNavigate } from 'react-router';
import { FavoriteToggle } from '../../components/ui/favorite-toggle';
import { useToast } from '../../components/ui/toast';
import { trackAddToWishlist } from '../../lib/analytics';
import { useCurrency } from '../../lib/currency';
import { useLocale } from '../../lib/use-locale';
import { type FavoriteChange, favoriteTogglePath, useFavoriteState } from '../favorites/favorite-state';

type FavoriteHeartProps = {
  kind: FavoriteKind;
  id: number;
  /** The name on screen (the heart is named after it, and the add-to-wishlist event carries it) and, for
   * products, the price. */
  name: string;
  price?: Money;
  className?: string;
};

/**
 * The heart on catalogue cards and pages, saved with the shopper's account. A guest is sent to sign in
 * and brought back to this page; a refusal by the API shows its message and leaves the heart as it was.
 */
export function FavoriteHeart({ kind, id, name, price, className }: FavoriteHeartProps) {
  const lang = useLocale();
  const { currency } = useCurrency();
  const { state, reload } = useFavoriteState();
  const { toastFromApiError } = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signIn = () => navigate(`/${lang}/auth?${new URLSearchParams({ redirect: pathname + search })}`);

  const toggle = async (next: boolean) => {
    if (state && !state.signedIn) {
      await signIn();
      throw new Error('Signed out');
    }
    const form = new FormData();
    form.set('kind', kind);
    form.set('id', String(id));
    form.set('favorite', String(next));
    const response = await fetch(favoriteTogglePath(lang), { method: 'POST', body: form });
    if (response.status === 401) await signIn();
    if (!response.ok) {
      toastFromApiError(await response.json().catch(() => null));
      throw new Error(`Favourite refused: ${response.status}`);
    }
    const change = (await response.json()) as FavoriteChange;
    if (change.user) trackAddToWishlist({ id, name, price: price ?? { amount: 0, currency } }, change.user);
    reload();
  };

  return (
    <FavoriteToggle
      kind={kind}
      id={id}
      name={name}
      initialFavorite={state?.ids[kind].includes(id) ?? false}
      onToggle={toggle}
      className={className}
    />
  );
}
