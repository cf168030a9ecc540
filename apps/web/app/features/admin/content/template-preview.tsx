import { useTranslation } from 'react-i18next';

export type TemplatePreviewResult = { html: string; removed: boolean } | null;

/** The template as it will be saved: the sanitiser's markup drawn with sample values, from the server. */
export function TemplatePreview({ preview }: { preview: TemplatePreviewResult }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="template-preview" className="rounded-md border border-neutral-200 bg-white p-3">
      <h2 id="template-preview" className="mb-2 font-semibold">
        {t('admin.content.templates.previewTitle')}
      </h2>
      {preview ? (
        <>
          {preview.removed && (
            <p role="status" className="mb-2 rounded bg-amber-50 p-2 text-sm text-amber-900">
              {t('admin.content.templates.removed')}
            </p>
          )}
          <div
            data-testid="template-preview"
            className="mx-auto aspect-square max-w-xs bg-[repeating-conic-gradient(#f5f5f5_0_25%,#fff_0_50%)] bg-[length:20px_20px] [&_svg]:size-full"
            // Sanitised SVG filled with escaped values by the API (modules/templates): drawing only.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised and filled by the API
            dangerouslySetInnerHTML={{ __html: preview.html }}
          />
        </>
      ) : (
        <p className="text-sm text-neutral-700">{t('admin.content.templates.previewNone')}</p>
      )}
    </section>
  );
}
