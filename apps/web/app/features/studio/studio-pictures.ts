import type { StudioOptions, StudioSide } from './studio-item';
import type { EditorLayer, StudioAsset } from './studio-state';

/** The side's mockup in the chosen colour, else its own picture. */
export function mockupUrl(side: StudioSide, colorId: number): string | null {
  return side.mockups[colorId] ?? side.defaultMockup;
}

/** The picture an image, icon or GIF layer shows; null for text or a picture not known yet. */
export function pictureUrl(
  layer: EditorLayer,
  assets: Record<number, StudioAsset>,
  options: StudioOptions,
): string | null {
  if (layer.kind === 'image') return assets[layer.mediaId]?.url ?? null;
  if (layer.kind === 'icon')
    return options.icons.find((icon) => icon.id === layer.embroideryIconId)?.url ?? null;
  if (layer.kind === 'gif') return layer.previewUrl;
  return null;
}
