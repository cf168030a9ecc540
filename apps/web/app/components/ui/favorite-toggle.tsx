import type { FavoriteKind } from '@seed/domain/favorite';
import { isValidFavorite } from '@seed/domain/favorite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon, Spinner } from './icons';

type FavoriteToggleProps = {
  kind: FavoriteKind;
  id: number | string;
  /** What it favours, as shown on the page: the button is named after it ("Add … to favourites"). */
  name: string;
  /** Whether it is a favourite now; a later change (favourite ids arriving) is followed. */
  initialFavorite: boolean;
  /** Adds (true) or removes (false) the favourite; rejects when the API refused. */
  onToggle: (next: boolean) => Promise<void>;
  className?: string;
};

/**
 * The heart on cards and pages, named for what pressing it does to this item: add it to the favourites,
 * or remove it once it is one. It changes only once the API has agreed, with a spinner meanwhile;
 * a refusal leaves it as it was (whoever calls the API tells the shopper why). With a kind or id that
 * cannot be a favourite it does nothing (spec §5).
 */
export function FavoriteToggle({
  kind,
  id,
  name,
  initialFavorite,
  onToggle,
  className = '',
}: FavoriteToggleProps) {
  const { t } = useTranslation();
  const [favorite, setFavorite] = useState(initialFavorite);
  const [given, setGiven] = useState(initialFavorite);
  const [pending, setPending] = useState(false);
  if (given !== initialFavorite) {
    setGiven(initialFavorite);
    setFavorite(initialFavorite);
  }
  const valid = isValidFavorite(kind, id);

  const toggle = async () => {
    if (!valid || pending) return;
    setPending(true);
    try {
      await onToggle(!favorite);
      setFavorite(!favorite);
    } catch {
      // Left as it was: the caller reports the failure.
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      aria-label={t(favorite ? 'ui.favoriteRemove' : 'ui.favoriteAdd', { name })}
      aria-busy={pending}
      disabled={!valid}
      onClick={toggle}
      className={`inline-flex size-9 items-center justify-center rounded-full text-red-600 hover:bg-red-50 disabled:text-neutral-400 ${className}`}
    >
      {pending ? <Spinner /> : <HeartIcon filled={favorite} />}
    </button>
  );
}
