import type { KeyboardEvent } from 'react';
import type { StudioAction, StudioState } from './studio-state';

// A fraction of the print area moved per arrow press; Shift moves ten times as far.
const STEP = 0.01;

const isField = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The studio's keys: arrows move the selected layer, Delete removes it, Ctrl/Cmd+Z undoes, Ctrl/Cmd+Y
 * or Ctrl/Cmd+Shift+Z redoes. Keys typed into a field stay the field's.
 */
// Arrows move the layer on screen as drawn: the garment is not mirrored in Arabic, so neither are they.
export function studioKeyHandler(state: StudioState, dispatch: (action: StudioAction) => void) {
  return (event: KeyboardEvent) => {
    if (isField(event.target)) return;
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (command && (key === 'y' || (key === 'z' && event.shiftKey))) {
      event.preventDefault();
      dispatch({ type: 'redo' });
      return;
    }
    if (command && key === 'z') {
      event.preventDefault();
      dispatch({ type: 'undo' });
      return;
    }
    const selected = state.selected;
    const layer = selected && state.doc.sides[selected.side]?.find((l) => l.key === selected.key);
    if (!selected || !layer) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      dispatch({ type: 'remove', side: selected.side, key: selected.key });
      return;
    }
    const step = event.shiftKey ? STEP * 10 : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    dispatch({
      type: 'update',
      side: selected.side,
      key: selected.key,
      patch: { x: layer.x + move[0], y: layer.y + move[1] },
    });
  };
}
