import type { Layer } from '@seed/domain/design';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useEffect, useRef, useState } from 'react';
import { Image as KonvaImage, Layer as KonvaLayer, Line, Rect, Stage, Transformer } from 'react-konva';
import { snap, stageArea } from './canvas-geometry';
import { CanvasLayer } from './canvas-layer';
import type { StudioSide } from './studio-item';
import type { EditorLayer } from './studio-state';
import { useHtmlImage } from './use-html-image';

export type StudioCanvasProps = {
  side: StudioSide;
  mockupUrl: string | null;
  layers: EditorLayer[];
  selectedKey: string | null;
  pictureUrl: (layer: EditorLayer) => string | null;
  textColor: (layer: EditorLayer) => string;
  onSelect: (key: string | null) => void;
  onChange: (key: string, patch: Partial<Layer>) => void;
  fontSizeLimits: { min: number; max: number };
  /** Changes when fonts finish loading, so text is drawn again in them. */
  fontsVersion: number;
  label: string;
};

/**
 * The editing canvas of one side (konva): the garment mockup, its print area outlined, the layers with a
 * transformer on the selected one. Drags and transforms stay inside konva until they end, so React
 * renders once per gesture, not per frame; snapping to the centre lines happens on the node itself.
 */
export default function StudioCanvas(props: StudioCanvasProps) {
  const { side, layers, selectedKey, onSelect, onChange, fontSizeLimits } = props;
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(320);
  const nodes = useRef(new Map<string, Konva.Node>());
  const transformer = useRef<Konva.Transformer>(null);
  const guides = useRef<{ v: Konva.Line | null; h: Konva.Line | null }>({ v: null, h: null });
  const mockup = useHtmlImage(props.mockupUrl);
  const area = stageArea(side.area, side.mockupSize, size);
  const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 };

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const node = selectedKey ? nodes.current.get(selectedKey) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selectedKey, layers, size, props.fontsVersion]);

  const showGuides = (vertical: boolean, horizontal: boolean) => {
    guides.current.v?.visible(vertical);
    guides.current.h?.visible(horizontal);
  };

  const onDragMove = (event: KonvaEventObject<DragEvent>) => {
    const node = event.target;
    const x = snap(node.x(), centre.x);
    const y = snap(node.y(), centre.y);
    node.position({ x: x.value, y: y.value });
    showGuides(x.snapped, y.snapped);
  };

  const onDragEnd = (key: string) => (event: KonvaEventObject<DragEvent>) => {
    showGuides(false, false);
    const node = event.target;
    onChange(key, { x: (node.x() - area.x) / area.width, y: (node.y() - area.y) / area.height });
  };

  const onTransformEnd = (layer: EditorLayer) => (event: KonvaEventObject<Event>) => {
    const node = event.target;
    const scale = Math.abs(node.scaleX());
    node.scale({ x: 1, y: 1 });
    const placement = {
      x: (node.x() - area.x) / area.width,
      y: (node.y() - area.y) / area.height,
      rotation: Math.round(node.rotation() * 10) / 10,
    };
    if (layer.kind === 'text') {
      const fontSize = Math.round(layer.fontSize * scale);
      onChange(layer.key, {
        ...placement,
        fontSize: Math.min(fontSizeLimits.max, Math.max(fontSizeLimits.min, fontSize)),
      });
    } else {
      onChange(layer.key, { ...placement, width: layer.width * scale });
    }
  };

  return (
    <div ref={box} className="aspect-square w-full touch-none">
      <Stage
        width={size}
        height={size}
        aria-label={props.label}
        onMouseDown={(event) => event.target === event.target.getStage() && onSelect(null)}
      >
        <KonvaLayer>
          {mockup && <KonvaImage image={mockup} width={size} height={size} listening={false} />}
          <Rect
            x={area.x}
            y={area.y}
            width={area.width}
            height={area.height}
            stroke="#0f766e"
            strokeWidth={1}
            dash={[6, 4]}
            onMouseDown={() => onSelect(null)}
            onTap={() => onSelect(null)}
          />
          {layers.map((layer) => (
            <CanvasLayer
              // Konva measures text when its attributes change, not when a font arrives: a new node does.
              key={`${layer.key}:${props.fontsVersion}`}
              layer={layer}
              area={area}
              url={props.pictureUrl(layer)}
              textColor={props.textColor(layer)}
              nodeRef={(node) => {
                if (node) nodes.current.set(layer.key, node);
                else nodes.current.delete(layer.key);
              }}
              onSelect={() => onSelect(layer.key)}
              onDragMove={onDragMove}
              onDragEnd={onDragEnd(layer.key)}
              onTransformEnd={onTransformEnd(layer)}
            />
          ))}
          <Line
            ref={(line) => {
              guides.current.v = line;
            }}
            points={[centre.x, area.y, centre.x, area.y + area.height]}
            stroke="#db2777"
            strokeWidth={1}
            visible={false}
            listening={false}
          />
          <Line
            ref={(line) => {
              guides.current.h = line;
            }}
            points={[area.x, centre.y, area.x + area.width, centre.y]}
            stroke="#db2777"
            strokeWidth={1}
            visible={false}
            listening={false}
          />
          <Transformer
            ref={transformer}
            rotationSnaps={[0, 90, 180, 270]}
            keepRatio
            enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
            flipEnabled={false}
          />
        </KonvaLayer>
      </Stage>
    </div>
  );
}
