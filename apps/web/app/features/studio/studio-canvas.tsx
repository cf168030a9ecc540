import type { Layer } from '@seed/domain/design';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { stageArea } from './canvas-geometry';
import { createScene, type SceneProps, type StudioScene } from './canvas-scene';
import type { StudioSide } from './studio-item';
import type { EditorLayer } from './studio-state';
import { useHtmlImages } from './use-html-images';

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
};

/**
 * The editing canvas of one side (Konva, driven without react-konva so that its chunk carries neither the
 * whole of Konva nor a second React renderer): the garment mockup, its print area outlined, the layers
 * with a transformer on the selected one. Drags and transforms stay inside Konva until they end, so React
 * renders once per gesture, not per frame; snapping to the centre lines happens on the node itself.
 */
export default function StudioCanvas(props: StudioCanvasProps) {
  const { side, layers } = props;
  const box = useRef<HTMLDivElement>(null);
  const scene = useRef<StudioScene | null>(null);
  const [size, setSize] = useState(320);
  const urls = layers.map(props.pictureUrl);
  const images = useHtmlImages([props.mockupUrl, ...urls].filter((url) => url !== null));
  const image = (url: string | null) => (url === null ? null : (images.get(url) ?? null));

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Before paint, so the canvas never shows a frame behind the page around it.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const next: SceneProps = {
      size,
      area: stageArea(side.area, side.mockupSize, size),
      mockup: image(props.mockupUrl),
      layers: layers.map((layer, i) => ({
        layer,
        image: image(urls[i] ?? null),
        textColor: props.textColor(layer),
      })),
      selectedKey: props.selectedKey,
      fontsVersion: props.fontsVersion,
      fontSizeLimits: props.fontSizeLimits,
      onSelect: props.onSelect,
      onChange: props.onChange,
    };
    if (scene.current) scene.current.update(next);
    else scene.current = createScene(element, next);
  });

  useLayoutEffect(
    () => () => {
      scene.current?.destroy();
      scene.current = null;
    },
    [],
  );

  // The stage's fixed-size canvas must not hold its box open (the page's narrow layout sizes its column
  // to its content), or the canvas could grow with the page but never shrink: the box ignores its width.
  return <div ref={box} className="aspect-square w-full touch-none contain-inline-size" />;
}
