import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass, Check, Field, type FormProblem, inputClass, ProblemText } from './form-fields';
import type { ShortListField } from './short-list-fields';

type Row = Record<string, unknown> & {
  id: number | null;
  media: { id: number; url: { small: string | null } } | null;
};

function RowFields({
  fields,
  row,
  problem,
  form,
}: {
  fields: ShortListField[];
  row: Row;
  problem: FormProblem | null;
  form: string;
}) {
  const { t } = useTranslation();
  const label = (name: string) =>
    t(`admin.catalogue.lists.fields.${name}` as 'admin.catalogue.lists.fields.name');
  return (
    <>
      {fields.map((field) => {
        const value = row[field.name];
        if (field.kind === 'check')
          return (
            <Check key={field.name} name={field.name} label={label(field.name)} checked={value === true} />
          );
        if (field.kind === 'textarea')
          return (
            <label key={field.name} className="flex min-w-64 flex-1 flex-col gap-1 text-sm">
              <span className="font-medium">{label(field.name)}</span>
              <textarea
                name={field.name}
                defaultValue={String(value ?? '')}
                maxLength={2000}
                rows={2}
                className={inputClass}
              />
            </label>
          );
        if (field.kind === 'rating')
          return (
            <label key={field.name} className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{label(field.name)}</span>
              <select name={field.name} defaultValue={String(value)} className={inputClass}>
                {[5, 4, 3, 2, 1].map((stars) => (
                  <option key={stars} value={stars}>
                    {stars}
                  </option>
                ))}
              </select>
            </label>
          );
        return (
          <Field
            key={field.name}
            name={field.name}
            form={form}
            problem={problem}
            label={label(field.name)}
            defaultValue={String(value ?? '')}
            type={field.kind === 'color' ? 'color' : 'text'}
            dir={field.dir ?? (field.kind === 'number' ? 'ltr' : undefined)}
            inputMode={field.kind === 'number' ? 'numeric' : undefined}
            required={field.kind === 'text'}
          />
        );
      })}
    </>
  );
}

/** One row's form (or, with no id, the form that adds one): its fields, its picture, a note and Save. */
function RowForm({
  fields,
  row,
  problem,
  name,
}: {
  fields: ShortListField[];
  row: Row;
  problem: FormProblem | null;
  name: string;
}) {
  const { t } = useTranslation();
  const form = row.id === null ? 'add' : `row-${row.id}`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      aria-label={name}
      className="flex flex-wrap items-end gap-3 border-t border-neutral-100 pt-3"
    >
      {row.id !== null && <input type="hidden" name="id" value={row.id} />}
      <input type="hidden" name="mediaId" value={row.media?.id ?? ''} />
      {row.media?.url.small && (
        <img
          src={row.media.url.small}
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-md bg-neutral-100 object-cover"
        />
      )}
      <RowFields fields={fields} row={row} problem={problem} form={form} />
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.catalogue.fields.picture')}</span>
        <input type="file" name="picture" accept="image/*" className={inputClass} />
      </label>
      {row.media && (
        <Check name="removePicture" label={t('admin.catalogue.fields.removePicture')} checked={false} />
      )}
      <button type="submit" className={buttonClass}>
        {row.id === null ? t('admin.catalogue.lists.add') : t('admin.catalogue.save')}
      </button>
      <div className="basis-full">
        <ProblemText problem={problem} form={form} />
      </div>
    </Form>
  );
}

/** A short list of the catalogue: one form per row, in order, and one to add a row. */
export function ShortListPage({
  fields,
  rows,
  blank,
  problem,
  nameOf,
}: {
  fields: ShortListField[];
  rows: Row[];
  blank: Record<string, unknown>;
  problem: FormProblem | null;
  nameOf: (row: Row) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-md border border-neutral-200 bg-white p-4">
      {rows.map((row) => (
        <RowForm key={row.id} fields={fields} row={row} problem={problem} name={nameOf(row)} />
      ))}
      <h2 className="mt-4 text-lg font-semibold">{t('admin.catalogue.lists.add')}</h2>
      <RowForm
        fields={fields}
        row={{ ...blank, id: null, media: null }}
        problem={problem}
        name={t('admin.catalogue.lists.add')}
      />
    </div>
  );
}
