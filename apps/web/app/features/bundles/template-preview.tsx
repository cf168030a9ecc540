import { useTranslation } from 'react-i18next';

/**
 * The rendered template, drawn as an image: an SVG loaded as an image runs no script and loads nothing
 * from elsewhere, whatever its markup says, so the browser itself sandboxes it (the API sanitises it too).
 */
export function TemplatePreview({
  html,
  label,
  busy,
}: {
  html: string | null;
  label: string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <figure className="flex flex-col items-center gap-2" aria-busy={busy || undefined}>
      <div className="flex aspect-square w-full max-w-80 items-center justify-center rounded-lg border border-neutral-200 bg-[repeating-conic-gradient(#f5f5f5_0_25%,#fff_0_50%)] bg-[length:24px_24px]">
        {html ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(html)}`}
            alt={label}
            width={600}
            height={600}
            className={`size-full object-contain transition-opacity ${busy ? 'opacity-60' : ''}`}
          />
        ) : (
          <p className="p-4 text-center text-sm text-neutral-700">{t('bundles.noPreview')}</p>
        )}
      </div>
      <figcaption className="text-sm text-neutral-700">{t('bundles.preview')}</figcaption>
    </figure>
  );
}
