import type { ArtworkPlacement } from '@seed/domain/artwork-placement';
import { placedBox } from '@seed/domain/artwork-placement';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const input = 'mt-1 w-full rounded-md border border-neutral-400 px-3 py-2';
// The preview's print area, in its own units: the domain's rule places the box, as the server's photos do.
const AREA = { x: 0, y: 0, width: 300, height: 400 };

const percent = (share: number) => Math.round(share * 100);

/**
 * Where the artwork sits: the side, and its centre and size within the print area, as percentages. The
 * preview draws the print area with the artwork where these numbers put it, and follows the fields as they
 * change; without JavaScript it shows the saved placement, and the products' photos show the real result.
 */
export function PlacementFields({
  placement,
  image,
  name,
  invalid,
}: {
  placement: ArtworkPlacement;
  image: string | null;
  name: string;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    x: percent(placement.x),
    y: percent(placement.y),
    scale: percent(placement.scale),
  });
  const box = placedBox(AREA, {
    side: placement.side,
    x: Math.min(Math.max(values.x, 0), 100) / 100,
    y: Math.min(Math.max(values.y, 0), 100) / 100,
    scale: Math.min(Math.max(values.scale, 20), 100) / 100,
  });
  const where = {
    left: `${(box.x / AREA.width) * 100}%`,
    top: `${(box.y / AREA.height) * 100}%`,
    width: `${(box.width / AREA.width) * 100}%`,
    height: `${(box.height / AREA.height) * 100}%`,
  };
  const field = (key: keyof typeof values, label: string, min: number) => (
    <label className="block">
      <span className="font-medium">{label}</span>
      <input
        type="number"
        name={key}
        min={min}
        max={100}
        step={1}
        required
        dir="ltr"
        value={values[key]}
        aria-invalid={invalid || undefined}
        onChange={(event) => setValues({ ...values, [key]: Number(event.target.value) })}
        className={input}
      />
    </label>
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-[1fr_auto]">
      <legend className="font-medium">{t('artistPortal.placement')}</legend>
      <div className="grid content-start gap-3">
        <p className="text-sm text-neutral-700">{t('artistPortal.placementHint')}</p>
        <label className="block">
          <span className="font-medium">{t('artistPortal.side')}</span>
          <select name="side" defaultValue={placement.side} className={input}>
            <option value="FRONT">{t('artistPortal.sides.FRONT')}</option>
            <option value="BACK">{t('artistPortal.sides.BACK')}</option>
          </select>
        </label>
        {field('x', t('artistPortal.across'), 0)}
        {field('y', t('artistPortal.down'), 0)}
        {field('scale', t('artistPortal.size'), 20)}
      </div>
      <figure className="w-40">
        {/* Left to right in every language: the numbers measure the garment, not the page. */}
        <div
          dir="ltr"
          className="relative aspect-[3/4] w-full border-2 border-dashed border-neutral-500 bg-neutral-50"
        >
          {image ? (
            <img
              src={image}
              alt={t('artistPortal.previewAlt', { name })}
              className="absolute object-contain"
              style={where}
            />
          ) : (
            // Before the picture is uploaded, the box it will be fitted into.
            <span aria-hidden="true" className="absolute bg-neutral-400/60" style={where} />
          )}
        </div>
        <figcaption className="mt-1 text-sm text-neutral-700">{t('artistPortal.preview')}</figcaption>
      </figure>
    </fieldset>
  );
}
