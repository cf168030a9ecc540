import type { TextLayer } from '@seed/domain/design';
import type { Shape } from 'konva/lib/Shape';
import { type ImageConfig, Image as KonvaImage } from 'konva/lib/shapes/Image';
import { Text, type TextConfig } from 'konva/lib/shapes/Text';
import { fontPixels, type StageArea } from './canvas-geometry';
import type { EditorLayer } from './studio-state';
import { fontFamilyList, measureText, TEXT_LINE_HEIGHT } from './text-metrics';

/** What one layer draws: the Konva class it takes and the attributes that follow the design. */
export type LayerShape = { kind: 'text'; attrs: TextConfig } | { kind: 'image'; attrs: ImageConfig };

/**
 * One layer on the stage, centred on its point, so rotation and scaling turn about its middle. An image,
 * icon or GIF layer draws nothing (null) until its picture has loaded.
 */
export function layerShape(
  layer: EditorLayer,
  area: StageArea,
  image: HTMLImageElement | null,
  textColor: string,
): LayerShape | null {
  const place = {
    name: layer.key,
    x: area.x + layer.x * area.width,
    y: area.y + layer.y * area.height,
    rotation: layer.rotation,
    draggable: true,
  };
  if (layer.kind === 'text')
    return { kind: 'text', attrs: { ...place, ...textAttrs(layer, area, textColor) } };
  if (!image) return null;
  const width = layer.width * area.width;
  const height = width * (layer.kind === 'icon' ? 1 : layer.aspect);
  return {
    kind: 'image',
    attrs: { ...place, image, width, height, offsetX: width / 2, offsetY: height / 2 },
  };
}

function textAttrs(layer: TextLayer, area: StageArea, color: string): TextConfig {
  // Measured as the print check measures it, so the box on screen is the box the rules judge.
  const size = measureText(layer);
  const width = size.width * area.pxPerCm;
  const height = size.height * area.pxPerCm;
  return {
    text: layer.text,
    fontFamily: fontFamilyList(layer.fontFamily),
    fontSize: fontPixels(layer.fontSize, area),
    lineHeight: TEXT_LINE_HEIGHT,
    fill: color,
    direction: layer.direction,
    align: 'center',
    wrap: 'none',
    width: width + 1,
    height,
    offsetX: width / 2,
    offsetY: height / 2,
  };
}

export function createShape(shape: LayerShape): Shape {
  return shape.kind === 'text' ? new Text(shape.attrs) : new KonvaImage(shape.attrs);
}
