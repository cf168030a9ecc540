import type { Layer } from '@seed/domain/design';
import Konva from 'konva/lib/Core';
import type { Node, NodeConfig } from 'konva/lib/Node';
import type { Shape } from 'konva/lib/Shape';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import { Line } from 'konva/lib/shapes/Line';
import { Rect } from 'konva/lib/shapes/Rect';
import { Transformer } from 'konva/lib/shapes/Transformer';
import { type StageArea, snap } from './canvas-geometry';
import { createShape, type LayerShape, layerShape } from './canvas-layer';
import type { EditorLayer } from './studio-state';

/** What the stage shows, as React last rendered it, and where gestures report to. */
export type SceneProps = {
  size: number;
  area: StageArea;
  mockup: HTMLImageElement | null;
  layers: { layer: EditorLayer; image: HTMLImageElement | null; textColor: string }[];
  selectedKey: string | null;
  fontsVersion: number;
  fontSizeLimits: { min: number; max: number };
  onSelect: (key: string | null) => void;
  onChange: (key: string, patch: Partial<Layer>) => void;
};

export type StudioScene = { update: (props: SceneProps) => void; destroy: () => void };

type Placed = { node: Shape; kind: LayerShape['kind']; fontsVersion: number };

const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => Object.is(v, b[i])));

/**
 * The Konva stage of the editing canvas, driven from React without a React renderer: `update` brings the
 * nodes in line with the props of each render, and gestures change the nodes directly until they end.
 */
export function createScene(container: HTMLDivElement, first: SceneProps): StudioScene {
  let props = first;
  const stage = new Konva.Stage({ container, width: first.size, height: first.size });
  const canvas = new Konva.Layer();
  const mockup = new KonvaImage({ image: undefined, listening: false });
  const outline = new Rect({ stroke: '#0f766e', strokeWidth: 1, dash: [6, 4] });
  const layers = new Konva.Group();
  const guide = { stroke: '#db2777', strokeWidth: 1, visible: false, listening: false };
  const vertical = new Line(guide);
  const horizontal = new Line(guide);
  const transformer = new Transformer({
    rotationSnaps: [0, 90, 180, 270],
    keepRatio: true,
    enabledAnchors: ['top-left', 'top-right', 'bottom-left', 'bottom-right'],
    flipEnabled: false,
  });
  canvas.add(mockup, outline, layers, vertical, horizontal, transformer);
  stage.add(canvas);
  const placed = new Map<string, Placed>();

  // Attributes are set only where the props changed since they were last set, as react-konva did: a
  // render in the middle of a drag (an image arriving, say) leaves the dragged node where the pointer has it.
  const applied = new WeakMap<Node, NodeConfig>();
  const apply = (node: Node, attrs: NodeConfig) => {
    const last = applied.get(node) ?? {};
    const changed = Object.entries(attrs).filter(([name, value]) => !sameValue(value, last[name]));
    if (changed.length > 0) node.setAttrs(Object.fromEntries(changed));
    applied.set(node, attrs);
  };

  const centre = () => ({ x: props.area.x + props.area.width / 2, y: props.area.y + props.area.height / 2 });
  const showGuides = (onVertical: boolean, onHorizontal: boolean) => {
    vertical.visible(onVertical);
    horizontal.visible(onHorizontal);
  };
  const placement = (node: Node) => ({
    x: (node.x() - props.area.x) / props.area.width,
    y: (node.y() - props.area.y) / props.area.height,
  });

  stage.on('mousedown', (event) => {
    if (event.target === stage) props.onSelect(null);
  });
  outline.on('mousedown tap', () => props.onSelect(null));

  const place = (key: string, shape: LayerShape) => {
    const node = createShape(shape);
    applied.set(node, shape.attrs);
    node.on('mousedown tap', () => props.onSelect(key));
    node.on('dragmove', () => {
      const x = snap(node.x(), centre().x);
      const y = snap(node.y(), centre().y);
      node.position({ x: x.value, y: y.value });
      showGuides(x.snapped, y.snapped);
    });
    node.on('dragend', () => {
      showGuides(false, false);
      props.onChange(key, placement(node));
    });
    node.on('transformend', () => {
      const layer = props.layers.find((entry) => entry.layer.key === key)?.layer;
      if (!layer) return;
      const scale = Math.abs(node.scaleX());
      node.scale({ x: 1, y: 1 });
      const moved = { ...placement(node), rotation: Math.round(node.rotation() * 10) / 10 };
      if (layer.kind === 'text') {
        const { min, max } = props.fontSizeLimits;
        props.onChange(key, {
          ...moved,
          fontSize: Math.min(max, Math.max(min, Math.round(layer.fontSize * scale))),
        });
      } else {
        props.onChange(key, { ...moved, width: layer.width * scale });
      }
    });
    layers.add(node);
    return node;
  };

  const syncLayers = () => {
    const shapes = props.layers.map(({ layer, image, textColor }) => ({
      key: layer.key,
      shape: layerShape(layer, props.area, image, textColor),
    }));
    const wanted = new Map(shapes.map(({ key, shape }) => [key, shape]));
    for (const [key, { node, kind, fontsVersion }] of placed) {
      const shape = wanted.get(key);
      // Konva measures text when its attributes change, not when a font arrives: a new node does.
      const stale = shape?.kind === 'text' && fontsVersion !== props.fontsVersion;
      if (shape && shape.kind === kind && !stale) continue;
      node.destroy();
      placed.delete(key);
    }
    let index = 0;
    for (const { key, shape } of shapes) {
      if (!shape) continue;
      const existing = placed.get(key);
      if (existing) apply(existing.node, shape.attrs);
      const node = existing?.node ?? place(key, shape);
      if (!existing) placed.set(key, { node, kind: shape.kind, fontsVersion: props.fontsVersion });
      if (node.zIndex() !== index) node.zIndex(index);
      index += 1;
    }
  };

  const update = (next: SceneProps) => {
    props = next;
    const { size, area } = next;
    const middle = centre();
    stage.size({ width: size, height: size });
    apply(mockup, {
      image: next.mockup ?? undefined,
      visible: next.mockup !== null,
      width: size,
      height: size,
    });
    apply(outline, { x: area.x, y: area.y, width: area.width, height: area.height });
    apply(vertical, { points: [middle.x, area.y, middle.x, area.y + area.height] });
    apply(horizontal, { points: [area.x, middle.y, area.x + area.width, middle.y] });
    syncLayers();
    const selected = next.selectedKey ? placed.get(next.selectedKey)?.node : undefined;
    if (transformer.nodes()[0] !== selected) transformer.nodes(selected ? [selected] : []);
    else if (selected) transformer.forceUpdate();
    canvas.batchDraw();
  };

  update(first);
  return { update, destroy: () => stage.destroy() };
}
