import { useEffect, useMemo, useRef, useState } from 'react';
import type { CartLineView } from './cart-view';

/**
 * The lines to show: the cart's, plus lines just removed that must stay in view a moment longer, where
 * they were (spec §4: a guest's removed line leaves the view about a second after it left the cart).
 * `lingerUntil` gives, per removed line id, the time (epoch ms) until which it stays.
 */
export function useLingeringLines(
  lines: readonly CartLineView[],
  lingerUntil: ReadonlyMap<number, number>,
): CartLineView[] {
  const previous = useRef<CartLineView[]>([]);
  // Bumped when a lingering line is due to go, so the list is worked out again against the clock.
  const [tick, setTick] = useState(0);

  const shown = useMemo(() => {
    const now = Date.now();
    const current = new Set(lines.map((line) => line.id));
    const result = [...lines];
    previous.current.forEach((line, index) => {
      const until = lingerUntil.get(line.id);
      if (!current.has(line.id) && until !== undefined && until > now) {
        result.splice(Math.min(index, result.length), 0, line);
      }
    });
    return result;
  }, [lines, lingerUntil, tick]);

  useEffect(() => {
    previous.current = shown;
  }, [shown]);

  useEffect(() => {
    const now = Date.now();
    const due = [...lingerUntil.values()].filter((until) => until > now);
    if (due.length === 0) return;
    const timer = setTimeout(() => setTick((count) => count + 1), Math.min(...due) - now);
    return () => clearTimeout(timer);
  }, [lingerUntil, tick]);

  return shown;
}
