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
  // Moved on when a lingering line is due to go, so the list is worked out again against the clock.
  const [now, setNow] = useState(() => Date.now());

  const shown = useMemo(() => {
    const current = new Set(lines.map((line) => line.id));
    const result = [...lines];
    previous.current.forEach((line, index) => {
      const until = lingerUntil.get(line.id);
      if (!current.has(line.id) && until !== undefined && until > now) {
        result.splice(Math.min(index, result.length), 0, line);
      }
    });
    return result;
  }, [lines, lingerUntil, now]);

  useEffect(() => {
    previous.current = shown;
  }, [shown]);

  useEffect(() => {
    const due = [...lingerUntil.values()].filter((until) => until > now);
    if (due.length === 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, Math.min(...due) - Date.now()));
    return () => clearTimeout(timer);
  }, [lingerUntil, now]);

  return shown;
}
