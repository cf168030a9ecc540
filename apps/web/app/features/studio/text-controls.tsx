import { type DesignSide, TEXT_LAYER_LIMITS, type TextLayer } from '@seed/domain/design';
import { useTranslation } from 'react-i18next';
import { ColorPicker } from '../../components/ui/color-picker';
import { textDirection } from './new-layer';
import type { StudioItem, StudioOptions } from './studio-item';
import type { StudioAction } from './studio-state';

type Props = {
  item: StudioItem;
  options: StudioOptions;
  side: DesignSide;
  layer: TextLayer & { key: string };
  dispatch: (action: StudioAction) => void;
};

const field = 'rounded-md border border-neutral-300 px-2 py-1.5 text-sm';

/** The selected text layer's words, font, size (within the item's limits) and colour. */
export function TextControls({ item, options, side, layer, dispatch }: Props) {
  const { t } = useTranslation();
  const update = (patch: Partial<TextLayer>) => dispatch({ type: 'update', side, key: layer.key, patch });
  const fonts = options.fonts.length > 0 ? options.fonts : [{ family: 'Cairo' }];
  return (
    <div className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 text-sm">
        {t('studio.text')}
        <textarea
          value={layer.text}
          dir="auto"
          rows={2}
          maxLength={TEXT_LAYER_LIMITS.maxChars}
          onChange={(event) => {
            // Lines past the limit are dropped as typed or pasted, as maxLength does for characters.
            const text = event.currentTarget.value
              .split('\n')
              .slice(0, TEXT_LAYER_LIMITS.maxLines)
              .join('\n');
            update({ text, direction: textDirection(text) });
          }}
          className={field}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <label className="flex flex-col gap-1 text-sm">
          {t('studio.font')}
          <select
            value={layer.fontFamily}
            onChange={(event) => update({ fontFamily: event.currentTarget.value })}
            className={field}
          >
            {fonts.map((font) => (
              <option key={font.family} value={font.family}>
                {font.family}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t('studio.fontSize', { min: item.minFontSize, max: item.maxFontSize })}
          <input
            type="number"
            min={item.minFontSize}
            max={item.maxFontSize}
            value={layer.fontSize}
            onChange={(event) => {
              const size = Number(event.currentTarget.value);
              if (size >= item.minFontSize && size <= item.maxFontSize) update({ fontSize: size });
            }}
            className={`${field} w-24`}
          />
        </label>
      </div>
      <div>
        <p className="mb-1 text-sm">{t('studio.textColor')}</p>
        <ColorPicker
          label={t('studio.textColor')}
          name="text-color"
          options={options.textColors.map((color) => ({ value: color.value, label: color.name }))}
          value={options.textColors.find((color) => color.id === layer.colorId)?.value ?? null}
          onChange={(value) => {
            const color = options.textColors.find((option) => option.value === value);
            if (color) update({ colorId: color.id });
          }}
        />
      </div>
    </div>
  );
}
