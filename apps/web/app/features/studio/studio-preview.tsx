import { type DesignSide, pointsToCm } from '@seed/domain/design';
import { useTranslation } from 'react-i18next';
import type { StudioItem, StudioOptions } from './studio-item';
import { mockupUrl, pictureUrl } from './studio-pictures';
import type { StudioState } from './studio-state';
import { cssFont, TEXT_LINE_HEIGHT } from './text-metrics';

type Props = { item: StudioItem; options: StudioOptions; state: StudioState; sides: DesignSide[] };

const percent = (value: number) => `${value * 100}%`;

/**
 * Live preview of each printed side, drawn with HTML over the mockup (no canvas), so it costs nothing to
 * keep in step with every change. Sizes are in container units, so it scales with its box.
 */
export function StudioPreview({ item, options, state, sides }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-2 gap-2">
      {sides.map((sideName) => {
        const side = item.sides.find((s) => s.side === sideName);
        if (!side) return null;
        const { area, mockupSize } = side;
        const mockup = mockupUrl(side, state.doc.colorId);
        return (
          <figure key={sideName} className="flex flex-col items-center gap-1">
            <div
              className="relative aspect-square w-full overflow-hidden rounded-md bg-neutral-100 [container-type:inline-size]"
              data-testid={`preview-${sideName}`}
            >
              {mockup && (
                <img
                  src={mockup}
                  alt=""
                  data-color-id={state.doc.colorId}
                  data-testid={`preview-mockup-${sideName}`}
                  className="absolute inset-0 size-full"
                />
              )}
              {(state.doc.sides[sideName] ?? []).map((layer) => {
                const left = (area.x + layer.x * area.width) / mockupSize;
                const top = (area.y + layer.y * area.height) / mockupSize;
                const style = {
                  left: percent(left),
                  top: percent(top),
                  transform: `translate(-50%, -50%) rotate(${layer.rotation}deg)`,
                };
                if (layer.kind === 'text') {
                  const cqw = (pointsToCm(layer.fontSize) * (area.width / area.widthCm) * 100) / mockupSize;
                  const color = options.textColors.find((c) => c.id === layer.colorId)?.value ?? '#000';
                  return (
                    <span
                      key={layer.key}
                      dir={layer.direction}
                      className="absolute whitespace-pre text-center"
                      style={{
                        ...style,
                        font: cssFont(layer.fontFamily, 0),
                        fontSize: `${cqw}cqw`,
                        lineHeight: TEXT_LINE_HEIGHT,
                        color,
                      }}
                    >
                      {layer.text}
                    </span>
                  );
                }
                const url = pictureUrl(layer, state.assets, options);
                return url ? (
                  <img
                    key={layer.key}
                    src={url}
                    alt=""
                    className="absolute max-w-none"
                    style={{ ...style, width: percent((layer.width * area.width) / mockupSize) }}
                  />
                ) : null;
              })}
            </div>
            <figcaption className="text-xs text-neutral-700">{t(`studio.positions.${sideName}`)}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}
