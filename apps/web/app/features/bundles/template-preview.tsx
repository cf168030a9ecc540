import { useTranslation } from 'react-i18next';

/** The garment under the preview: its picture in the chosen colour and the print area in fractions. */
export type PreviewGarment = {
  src: string;
  area: { left: number; top: number; width: number; height: number };
};

const percent = (fraction: number) => `${fraction * 100}%`;

/**
 * The rendered template, drawn as an image: an SVG loaded as an image runs no script and loads nothing
 * from elsewhere, whatever its markup says, so the browser itself sandboxes it (the API sanitises it too).
 * On the item's garment in the chosen colour, inside its print area, as the studio shows a design and as the
 * cart's picture will be; on a plain check when the item has no mockup.
 */
export function TemplatePreview({
  html,
  label,
  busy,
  garment,
}: {
  html: string | null;
  label: string;
  busy: boolean;
  garment: PreviewGarment | null;
}) {
  const { t } = useTranslation();
  const design = html && (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(html)}`}
      alt={label}
      width={600}
      height={600}
      className={`size-full object-contain transition-opacity ${busy ? 'opacity-60' : ''}`}
    />
  );
  if (garment) {
    const { area } = garment;
    return (
      <figure className="flex flex-col items-center gap-2" aria-busy={busy || undefined}>
        <div className="relative aspect-square w-full max-w-80 overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100">
          <img src={garment.src} alt="" width={800} height={800} className="absolute inset-0 size-full" />
          <div
            className="absolute flex items-center justify-center"
            // Physical sides: the print area is in the picture's own pixels, which no language mirrors.
            style={{
              left: percent(area.left),
              top: percent(area.top),
              width: percent(area.width),
              height: percent(area.height),
            }}
          >
            {design || <p className="text-center text-sm text-neutral-700">{t('bundles.noPreview')}</p>}
          </div>
        </div>
        <figcaption className="text-sm text-neutral-700">{t('bundles.preview')}</figcaption>
      </figure>
    );
  }
  return (
    <figure className="flex flex-col items-center gap-2" aria-busy={busy || undefined}>
      <div className="flex aspect-square w-full max-w-80 items-center justify-center rounded-lg border border-neutral-200 bg-[repeating-conic-gradient(#f5f5f5_0_25%,#fff_0_50%)] bg-[length:24px_24px]">
        {design || <p className="p-4 text-center text-sm text-neutral-700">{t('bundles.noPreview')}</p>}
      </div>
      <figcaption className="text-sm text-neutral-700">{t('bundles.preview')}</figcaption>
    </figure>
  );
}
