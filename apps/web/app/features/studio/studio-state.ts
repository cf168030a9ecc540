import type { DesignSide, Layer } from '@seed/domain/design';
import { studioPrintPositions } from '@seed/domain/design';
import { defaultPrintPosition, type PrintingType, type PrintPosition } from '@seed/domain/print-position';
import type { StudioItem } from './studio-item';

// The studio's editing state: the design being made (with undo and redo) and what is selected. Pure, so
// the rules of the editor are tested without a browser.

/** A layer with a key that stays the same while it is moved, for React and for selection. */
export type EditorLayer = Layer & { key: string };

export type StudioDoc = {
  printingType: PrintingType;
  printPosition: PrintPosition;
  colorId: number;
  sizeId: number | null;
  sides: Partial<Record<DesignSide, EditorLayer[]>>;
};

/**
 * A picture on the design: its address and pixel width (for the print-quality check); `artwork` when it is
 * a catalogue artwork the studio started from rather than the shopper's upload (no background removal).
 */
export type StudioAsset = { url: string; pixelWidth: number; artwork?: boolean };

export type StudioState = {
  past: StudioDoc[];
  doc: StudioDoc;
  future: StudioDoc[];
  selected: { side: DesignSide; key: string } | null;
  assets: Record<number, StudioAsset>;
};

export type StudioAction =
  | { type: 'technique'; printingType: PrintingType }
  | { type: 'position'; printPosition: PrintPosition }
  | { type: 'color'; colorId: number }
  | { type: 'size'; sizeId: number }
  | { type: 'add'; side: DesignSide; layer: EditorLayer }
  | { type: 'update'; side: DesignSide; key: string; patch: Partial<Layer> }
  | { type: 'remove'; side: DesignSide; key: string }
  | { type: 'order'; side: DesignSide; key: string; by: 1 | -1 }
  | { type: 'select'; side: DesignSide; key: string | null }
  | { type: 'asset'; mediaId: number; asset: StudioAsset }
  | { type: 'restore'; doc: StudioDoc; assets: Record<number, StudioAsset> }
  | { type: 'undo' }
  | { type: 'redo' };

const HISTORY_LIMIT = 100;

/** The first size of the colour that is in stock, keeping `preferred` when it is. */
export function sizeInStock(item: StudioItem, colorId: number, preferred: number | null): number | null {
  const inStock = (sizeId: number) =>
    item.variants.some((v) => v.colorId === colorId && v.sizeId === sizeId && v.count > 0);
  if (preferred !== null && inStock(preferred)) return preferred;
  return item.sizes.find((size) => inStock(size.id))?.id ?? null;
}

export function positionsFor(item: StudioItem, printingType: PrintingType): PrintPosition[] {
  return studioPrintPositions(printingType, {
    backPrint: item.backPrint,
    pocketPrint: item.pocketPrint,
    sides: item.sides.map((side) => ({ position: side.side })),
  });
}

export function initialDoc(item: StudioItem, colorId?: number): StudioDoc {
  const printingType = item.printingTypes[0] ?? 'DTG';
  const color = item.colors.find((c) => c.id === colorId) ?? item.colors[0];
  const firstColor = color?.id ?? 0;
  return {
    printingType,
    printPosition: defaultPrintPosition(printingType, positionsFor(item, printingType)),
    colorId: firstColor,
    sizeId: sizeInStock(item, firstColor, null),
    sides: {},
  };
}

function withLayers(doc: StudioDoc, side: DesignSide, change: (layers: EditorLayer[]) => EditorLayer[]) {
  return { ...doc, sides: { ...doc.sides, [side]: change(doc.sides[side] ?? []) } };
}

function edit(item: StudioItem, doc: StudioDoc, action: StudioAction): StudioDoc {
  switch (action.type) {
    case 'technique': {
      const positions = positionsFor(item, action.printingType);
      const printPosition = positions.includes(doc.printPosition)
        ? doc.printPosition
        : defaultPrintPosition(action.printingType, positions);
      return { ...doc, printingType: action.printingType, printPosition };
    }
    case 'position':
      return { ...doc, printPosition: action.printPosition };
    case 'color':
      return { ...doc, colorId: action.colorId, sizeId: sizeInStock(item, action.colorId, doc.sizeId) };
    case 'size':
      return { ...doc, sizeId: action.sizeId };
    case 'add':
      return withLayers(doc, action.side, (layers) => [...layers, action.layer]);
    case 'update':
      return withLayers(doc, action.side, (layers) =>
        layers.map((layer) =>
          layer.key === action.key ? ({ ...layer, ...action.patch } as EditorLayer) : layer,
        ),
      );
    case 'remove':
      return withLayers(doc, action.side, (layers) => layers.filter((layer) => layer.key !== action.key));
    case 'order': {
      const layers = doc.sides[action.side] ?? [];
      const from = layers.findIndex((layer) => layer.key === action.key);
      const to = from + action.by;
      if (from === -1 || to < 0 || to >= layers.length) return doc;
      return withLayers(doc, action.side, (current) => {
        const next = [...current];
        [next[from], next[to]] = [next[to] as EditorLayer, next[from] as EditorLayer];
        return next;
      });
    }
    default:
      return doc;
  }
}

export function studioReducer(item: StudioItem) {
  return (state: StudioState, action: StudioAction): StudioState => {
    switch (action.type) {
      case 'select':
        return { ...state, selected: action.key === null ? null : { side: action.side, key: action.key } };
      case 'restore':
        return { past: [], doc: action.doc, future: [], selected: null, assets: action.assets };
      case 'asset':
        return { ...state, assets: { ...state.assets, [action.mediaId]: action.asset } };
      case 'undo': {
        const previous = state.past.at(-1);
        if (!previous) return state;
        return {
          ...state,
          past: state.past.slice(0, -1),
          doc: previous,
          future: [state.doc, ...state.future],
        };
      }
      case 'redo': {
        const [next, ...future] = state.future;
        if (!next) return state;
        return { ...state, past: [...state.past, state.doc], doc: next, future };
      }
      default: {
        const doc = edit(item, state.doc, action);
        if (doc === state.doc) return state;
        const selected =
          action.type === 'add'
            ? { side: action.side, key: action.layer.key }
            : action.type === 'remove' && state.selected?.key === action.key
              ? null
              : state.selected;
        return {
          ...state,
          past: [...state.past, state.doc].slice(-HISTORY_LIMIT),
          doc,
          future: [],
          selected,
        };
      }
    }
  };
}

/** The font families the design's text layers use, each once, in the order they first appear. */
export function textFamilies(doc: StudioDoc): string[] {
  const layers = Object.values(doc.sides).flatMap((layers) => layers ?? []);
  return [...new Set(layers.flatMap((layer) => (layer.kind === 'text' ? [layer.fontFamily] : [])))];
}
