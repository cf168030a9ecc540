import { GUEST_REMOVAL_DELAY_MS } from '@seed/domain/timing';
import { useCallback, useState } from 'react';
import { CartBundleHeading } from './cart-bundle-heading';
import { CartBundleRemove } from './cart-bundle-remove';
import { useHighlightedLines } from './cart-highlight';
import { CartLine } from './cart-line';
import { type CartLineView, groupLines } from './cart-view';
import { useLingeringLines } from './use-lingering-lines';

type CartLinesProps = {
  lines: readonly CartLineView[];
  signedIn: boolean;
  locked?: boolean;
  onNavigate?: () => void;
};

/**
 * The lines of the cart, a bundle's lines together under its name. A removed line shows a spinner; a
 * guest's leaves the view a second after it left the cart, a signed-in shopper's once the server has
 * confirmed (spec §4).
 */
export function CartLines({ lines, signedIn, locked = false, onNavigate }: CartLinesProps) {
  const highlighted = useHighlightedLines();
  const [removing, setRemoving] = useState<ReadonlyMap<number, number>>(new Map());
  const shown = useLingeringLines(lines, removing);

  const onRemove = useCallback(
    (removed: readonly CartLineView[]) =>
      setRemoving((current) => {
        const next = new Map(current);
        const until = signedIn ? 0 : Date.now() + GUEST_REMOVAL_DELAY_MS;
        for (const line of removed) next.set(line.id, until);
        return next;
      }),
    [signedIn],
  );
  const onRemoveFailed = useCallback(
    (failed: CartLineView) =>
      setRemoving((current) => {
        const next = new Map(current);
        next.delete(failed.id);
        return next;
      }),
    [],
  );

  const renderLine = (line: CartLineView) => (
    <CartLine
      key={line.id}
      line={line}
      highlighted={highlighted.has(line.id)}
      locked={locked}
      removing={removing.has(line.id)}
      onRemove={(one) => onRemove([one])}
      onRemoveFailed={onRemoveFailed}
      onNavigate={onNavigate}
    />
  );

  return (
    <ul className="flex flex-col gap-2">
      {groupLines(shown).map((group) =>
        group.kind === 'line' ? (
          renderLine(group.line)
        ) : (
          <li key={group.uniqueKey} className="rounded-lg border border-neutral-200">
            <div className="flex items-center justify-between gap-2 px-3 pt-3">
              <CartBundleHeading group={group} />
              {!locked && (
                <CartBundleRemove
                  uniqueKey={group.uniqueKey}
                  name={group.name}
                  onConfirm={() => onRemove(group.lines)}
                  onFailed={() => group.lines.forEach(onRemoveFailed)}
                />
              )}
            </div>
            <ul>{group.lines.map(renderLine)}</ul>
          </li>
        ),
      )}
    </ul>
  );
}
