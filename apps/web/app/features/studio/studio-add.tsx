import type { DesignSide } from '@seed/domain/design';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAnImageError } from '../../lib/image-compression';
import { useLocale } from '../../lib/use-locale';
import { fittingWidth, iconLayer, imageLayer, textLayer } from './new-layer';
import { StudioRequestError, uploadImage } from './studio-client';
import { StudioGifs } from './studio-gifs';
import type { StudioItem, StudioOptions } from './studio-item';
import type { StudioAction, StudioDoc } from './studio-state';

type Props = {
  item: StudioItem;
  options: StudioOptions;
  doc: StudioDoc;
  side: DesignSide;
  dispatch: (action: StudioAction) => void;
  /** Where a guest signs in before uploading; null when signed in. */
  signInHref: string | null;
};

// About 2.5 cm high on the garment: readable from a few steps away.
const DEFAULT_FONT_SIZE = 72;

/** Adding layers to the side being edited: an uploaded image, text, embroidery icons, GIF stickers. */
export function StudioAdd({ item, options, doc, side, dispatch, signInHref }: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const image = await uploadImage(lang, file);
      const aspect = image.height / image.width;
      dispatch({ type: 'asset', mediaId: image.mediaId, asset: { url: image.url, pixelWidth: image.width } });
      dispatch({
        type: 'add',
        side,
        layer: imageLayer(image.mediaId, aspect, fittingWidth(item, side, aspect)),
      });
    } catch (failure) {
      if (failure instanceof NotAnImageError) setError(t('studio.notAnImage'));
      else if (failure instanceof StudioRequestError && failure.message) setError(failure.message);
      else setError(t('studio.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const addText = () => {
    const size = Math.min(item.maxFontSize, Math.max(item.minFontSize, DEFAULT_FONT_SIZE));
    const font = options.fonts[0]?.family ?? 'Cairo';
    const color = options.textColors[0]?.id ?? 0;
    dispatch({ type: 'add', side, layer: textLayer(t('studio.textDefault'), font, size, color) });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {signInHref ? (
          <a href={signInHref} className="rounded-md border border-neutral-300 px-3 py-2 text-sm">
            {t('studio.signInToUpload')}
          </a>
        ) : (
          <label className="cursor-pointer rounded-md border border-neutral-300 px-3 py-2 text-sm has-focus-visible:ring-2 has-focus-visible:ring-teal-700">
            {busy ? t('studio.uploading') : t('studio.uploadImage')}
            <input type="file" accept="image/*" className="sr-only" disabled={busy} onChange={onFile} />
          </label>
        )}
        <button
          type="button"
          onClick={addText}
          className="rounded-md border border-neutral-300 px-3 py-2 text-sm"
        >
          {t('studio.addText')}
        </button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {doc.printingType === 'EMBROIDERY' && options.icons.length > 0 && (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t('studio.icons')}</legend>
          <div className="flex flex-wrap gap-2">
            {options.icons.map((icon) => (
              <button
                key={icon.id}
                type="button"
                onClick={() =>
                  dispatch({ type: 'add', side, layer: iconLayer(icon.id, fittingWidth(item, side, 1, 0.3)) })
                }
                className="rounded-md border border-neutral-300 p-1"
              >
                <img src={icon.url} alt={icon.name} width={40} height={40} className="size-10" />
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {options.gifsEnabled && <StudioGifs item={item} side={side} dispatch={dispatch} />}
    </div>
  );
}
