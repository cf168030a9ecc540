import type { ReplyOf } from '@seed/contract/endpoint';
import type { production } from '@seed/contract/production';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';

type Group = ReplyOf<typeof production.queue>['groups'][number];
type Line = Group['lines'][number];

export const groupKey = (group: { technique: string; item: { id: number } }) =>
  `group-${group.technique}-${group.item.id}`;

function LineState({ line }: { line: Line }) {
  const { t } = useTranslation();
  if (!line.flag && line.files.some((file) => file.state === 'making')) {
    return <span className="text-amber-900">{t('admin.production.making')}</span>;
  }
  if (!line.flag) return <span className="text-emerald-800">{t('admin.production.printable')}</span>;
  const dpi = line.flag.details.dpi;
  return (
    <strong className="font-semibold text-red-800">
      {t(`admin.production.problem.${line.flag.reason}`)}
      {dpi === undefined ? null : <> {t('admin.production.dpi', { dpi })}</>}
    </strong>
  );
}

function LineRow({ line, lang }: { line: Line; lang: string }) {
  const { t } = useTranslation();
  const name = lang === 'ar' ? line.nameAr : line.nameEn;
  const color = line.color && (lang === 'ar' ? line.color.nameAr : line.color.nameEn);
  const variant = [color, line.size, t(`admin.production.position.${line.printPosition}`)].filter(Boolean);
  return (
    <tr className="border-t border-neutral-200 align-top">
      <td className="p-2">
        <input
          type="checkbox"
          name="lineId"
          value={line.id}
          className="size-5"
          aria-label={t('admin.production.selectLine', { id: line.id, order: line.orderId })}
        />
      </td>
      <td className="p-2">
        {line.picture?.url.small ? (
          <img
            src={line.picture.url.small}
            alt={name}
            width={56}
            height={56}
            className="size-14 object-cover"
          />
        ) : null}
      </td>
      <td className="p-2">
        <Link className="font-semibold underline" to={`/${lang}/admin/orders/${line.orderId}`}>
          {t('admin.production.order', { id: line.orderId })}
        </Link>
      </td>
      <td className="p-2">{name}</td>
      <td className="p-2">
        <span className="inline-flex items-center gap-2">
          {line.color ? (
            <span
              aria-hidden="true"
              className="inline-block size-4 rounded-full border border-neutral-400"
              style={{ backgroundColor: line.color.value }}
            />
          ) : null}
          {variant.join(' / ')}
        </span>
      </td>
      <td className="p-2 tabular-nums">{line.count}</td>
      <td className="p-2">
        {line.files.length === 0 ? (
          <span className="text-neutral-700">{t('admin.production.noFile')}</span>
        ) : (
          <ul className="flex flex-col gap-1">
            {line.files.map((file) => {
              const side = t(`admin.production.position.${file.side}`);
              // A file on the job queue has no link until it is made: a download would only be refused.
              if (file.state === 'making') {
                return (
                  <li key={file.side} className="text-amber-900">
                    {t('admin.production.fileMaking', { side })}
                  </li>
                );
              }
              return (
                <li key={file.side}>
                  <a
                    href={file.url}
                    download={file.name}
                    className="underline"
                    aria-label={t('admin.production.fileOf', { side, id: line.id })}
                  >
                    {t('admin.production.file', { side })}
                  </a>
                  {file.state === 'failed' ? (
                    <span className="block text-neutral-700">{t('admin.production.fileRetry')}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </td>
      <td className="p-2">
        <LineState line={line} />
      </td>
    </tr>
  );
}

/**
 * One printer's batch: a technique on a blank item. Its form works without scripts: the checked lines or the
 * whole group are posted to the page's action, which answers with a redirect.
 */
export function QueueGroup({ group, lang, error }: { group: Group; lang: string; error?: string }) {
  const { t } = useTranslation();
  const key = groupKey(group);
  const item = lang === 'ar' ? group.item.nameAr : group.item.nameEn;
  const title = t('admin.production.group', {
    technique: t(`admin.production.technique.${group.technique}`),
    item,
  });
  return (
    <section aria-labelledby={`${key}-title`} className="rounded-lg border border-neutral-300 p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${key}-title`} className="text-xl font-bold">
          {title}
        </h2>
        <span className="text-neutral-700">{t('admin.production.lines', { count: group.lines.length })}</span>
        <a
          href={group.zipUrl}
          download
          className="rounded-md border border-neutral-900 px-3 py-1 font-semibold"
          aria-label={t('admin.production.zipOf', { group: title })}
        >
          {t('admin.production.zip')}
        </a>
      </div>
      <Form method="post" aria-labelledby={`${key}-title`}>
        <input type="hidden" name="form" value={key} />
        <input type="hidden" name="technique" value={group.technique} />
        <input type="hidden" name="inventoryId" value={group.item.id} />
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-start text-sm">
            <thead>
              <tr className="text-start text-neutral-700">
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.select')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.picture')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.order')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.product')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.variant')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.count')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.files')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('admin.production.columns.state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {group.lines.map((line) => (
                <LineRow key={line.id} line={line} lang={lang} />
              ))}
            </tbody>
          </table>
        </div>
        {error ? (
          <p role="alert" className="mt-2 font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1">
            <span>{t('admin.production.note')}</span>
            <input name="note" maxLength={500} className="rounded-md border border-neutral-500 px-2 py-1" />
          </label>
          <button
            type="submit"
            name="intent"
            value="lines"
            className="rounded-md bg-neutral-900 px-4 py-2 font-bold text-white hover:bg-neutral-700"
          >
            {t('admin.production.markSelected')}
          </button>
          <button
            type="submit"
            name="intent"
            value="group"
            className="rounded-md border border-neutral-900 px-4 py-2 font-bold hover:bg-neutral-100"
          >
            {t('admin.production.markGroup')}
          </button>
        </div>
      </Form>
    </section>
  );
}
