import type { TextLayer } from '@seed/domain/design';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { Image as KonvaImage, Text } from 'react-konva';
import { fontPixels, type StageArea } from './canvas-geometry';
import type { EditorLayer } from './studio-state';
import { fontFamilyList, measureText, TEXT_LINE_HEIGHT } from './text-metrics';
import { useHtmlImage } from './use-html-image';

type CanvasLayerProps = {
  layer: EditorLayer;
  area: StageArea;
  /** The picture of an image, icon or GIF layer. */
  url: string | null;
  textColor: string;
  onSelect: () => void;
  onDragMove: (event: KonvaEventObject<DragEvent>) => void;
  onDragEnd: (event: KonvaEventObject<DragEvent>) => void;
  onTransformEnd: (event: KonvaEventObject<Event>) => void;
  nodeRef: (node: Konva.Node | null) => void;
};

/** One layer on the stage, centred on its point, so rotation and scaling turn about its middle. */
export function CanvasLayer({ layer, area, url, textColor, nodeRef, onSelect, ...events }: CanvasLayerProps) {
  const image = useHtmlImage(url);
  const common = {
    ref: nodeRef,
    name: layer.key,
    x: area.x + layer.x * area.width,
    y: area.y + layer.y * area.height,
    rotation: layer.rotation,
    draggable: true,
    onMouseDown: onSelect,
    onTap: onSelect,
    ...events,
  };
  if (layer.kind === 'text')
    return <CanvasText layer={layer} area={area} color={textColor} common={common} />;
  const width = layer.width * area.width;
  const height = width * (layer.kind === 'icon' ? 1 : layer.aspect);
  if (!image) return null;
  return (
    <KonvaImage
      {...common}
      image={image}
      width={width}
      height={height}
      offsetX={width / 2}
      offsetY={height / 2}
    />
  );
}

type CanvasTextProps = {
  layer: TextLayer;
  area: StageArea;
  color: string;
  common: Record<string, unknown>;
};

function CanvasText({ layer, area, color, common }: CanvasTextProps) {
  // Measured as the print check measures it, so the box on screen is the box the rules judge.
  const size = measureText(layer);
  const width = size.width * area.pxPerCm;
  const height = size.height * area.pxPerCm;
  return (
    <Text
      {...common}
      text={layer.text}
      fontFamily={fontFamilyList(layer.fontFamily)}
      fontSize={fontPixels(layer.fontSize, area)}
      lineHeight={TEXT_LINE_HEIGHT}
      fill={color}
      direction={layer.direction}
      align="center"
      wrap="none"
      width={width + 1}
      height={height}
      offsetX={width / 2}
      offsetY={height / 2}
    />
  );
}
