import { NEW_LINE_HIGHLIGHT_MS } from '@seed/domain/timing';
import { useSyncExternalStore } from 'react';

// The lines just added (spec §4 "newly added"): the add form marks them, the panel shows them with a
// border until the highlight times out. Kept outside React because the two are far apart in the tree.
let highlighted: ReadonlySet<number> = new Set();
const NONE: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

function set(next: ReadonlySet<number>) {
  highlighted = next;
  for (const listener of listeners) listener();
}

export function highlightLines(ids: readonly number[]): void {
  set(new Set(ids));
  setTimeout(() => {
    set(new Set([...highlighted].filter((id) => !ids.includes(id))));
  }, NEW_LINE_HIGHLIGHT_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHighlightedLines(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => highlighted,
    () => NONE,
  );
}
