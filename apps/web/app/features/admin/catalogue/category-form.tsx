import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass, Check, Field, type FormProblem, inputClass, ProblemText } from './form-fields';

export type CategoryValues = {
  nameEn: string;
  nameAr: string;
  mediaId: number | null;
  pictureUrl: string | null;
  background: string | null;
  rank: number;
  isForShop: boolean;
  isForCustomization: boolean;
  isActive: boolean;
};

export const NEW_CATEGORY: CategoryValues = {
  nameEn: '',
  nameAr: '',
  mediaId: null,
  pictureUrl: null,
  background: null,
  rank: 0,
  isForShop: true,
  isForCustomization: false,
  isActive: true,
};

type Props = { values: CategoryValues; problem: FormProblem | null; form: 'create' | 'edit' };

/** A category's fields; a picture goes through the media pipeline when the form is posted. */
export function CategoryForm({ values, problem, form }: Props) {
  const { t } = useTranslation();
  const headingId = `category-${form}`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-3"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t(`admin.catalogue.categories.${form}`)}
      </h2>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="mediaId" value={values.mediaId ?? ''} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          name="nameAr"
          form={form}
          problem={problem}
          label={t('admin.catalogue.fields.nameAr')}
          defaultValue={values.nameAr}
          dir="rtl"
          required
        />
        <Field
          name="nameEn"
          form={form}
          problem={problem}
          label={t('admin.catalogue.fields.nameEn')}
          defaultValue={values.nameEn}
          dir="ltr"
          required
        />
        <Field
          name="rank"
          form={form}
          problem={problem}
          label={t('admin.catalogue.fields.rank')}
          defaultValue={values.rank}
          dir="ltr"
          inputMode="numeric"
          hint={t('admin.catalogue.rankHint')}
        />
        <Field
          name="background"
          form={form}
          problem={problem}
          type="color"
          label={t('admin.catalogue.fields.background')}
          defaultValue={values.background ?? '#ffffff'}
        />
      </div>
      <Check
        name="hasBackground"
        label={t('admin.catalogue.fields.hasBackground')}
        checked={values.background !== null}
      />
      <div className="flex flex-wrap items-end gap-4">
        {values.pictureUrl && (
          <img
            src={values.pictureUrl}
            alt={t('admin.catalogue.fields.currentPicture')}
            width={96}
            height={96}
            className="size-24 rounded-md bg-neutral-100 object-cover"
          />
        )}
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('admin.catalogue.fields.picture')}</span>
          <input type="file" name="picture" accept="image/*" className={inputClass} />
        </label>
        {values.pictureUrl && (
          <Check name="removePicture" label={t('admin.catalogue.fields.removePicture')} checked={false} />
        )}
      </div>
      <div className="flex flex-wrap gap-4">
        <Check name="isForShop" label={t('admin.catalogue.fields.isForShop')} checked={values.isForShop} />
        <Check
          name="isForCustomization"
          label={t('admin.catalogue.fields.isForCustomization')}
          checked={values.isForCustomization}
        />
        <Check name="isActive" label={t('admin.catalogue.fields.isActive')} checked={values.isActive} />
      </div>
      <Field
        name="reason"
        form={form}
        problem={problem}
        label={t('admin.catalogue.reason')}
        hint={t('admin.catalogue.reasonHint')}
      />
      <ProblemText problem={problem} form={form} />
      <button type="submit" className={buttonClass}>
        {t(form === 'create' ? 'admin.catalogue.categories.add' : 'admin.catalogue.save')}
      </button>
    </Form>
  );
}

export type SubcategoryValues = {
  id: number | null;
  nameEn: string;
  nameAr: string;
  slug: string;
  rank: number;
  isForCustomization: boolean;
  isActive: boolean;
};

/** Adds a subcategory (no id) or edits one; each is its own small form on the category's page. */
export function SubcategoryForm({
  values,
  problem,
}: {
  values: SubcategoryValues;
  problem: FormProblem | null;
}) {
  const { t } = useTranslation();
  const form = values.id === null ? 'addSub' : 'editSub';
  // Only the form that was posted shows the problem: several edit forms share one name.
  const mine =
    problem && problem.form === form && (values.id === null || problem.subId === values.id) ? problem : null;
  const label = values.id === null ? t('admin.catalogue.categories.addSub') : values.nameAr || values.nameEn;
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-3 border-t border-neutral-100 pt-3"
      aria-label={label}
    >
      <input type="hidden" name="form" value={form} />
      {values.id !== null && <input type="hidden" name="subId" value={values.id} />}
      <Field
        name="nameAr"
        form={form}
        problem={mine}
        label={t('admin.catalogue.fields.nameAr')}
        defaultValue={values.nameAr}
        dir="rtl"
        required
      />
      <Field
        name="nameEn"
        form={form}
        problem={mine}
        label={t('admin.catalogue.fields.nameEn')}
        defaultValue={values.nameEn}
        dir="ltr"
        required
      />
      <Field
        name="slug"
        form={form}
        problem={mine}
        label={t('admin.catalogue.fields.slug')}
        defaultValue={values.slug}
        dir="ltr"
        required
      />
      <Field
        name="rank"
        form={form}
        problem={mine}
        label={t('admin.catalogue.fields.rank')}
        defaultValue={values.rank}
        dir="ltr"
        inputMode="numeric"
      />
      <Check
        name="isForCustomization"
        label={t('admin.catalogue.fields.isForCustomization')}
        checked={values.isForCustomization}
      />
      <Check name="isActive" label={t('admin.catalogue.fields.isActive')} checked={values.isActive} />
      <button type="submit" className={buttonClass}>
        {values.id === null ? t('admin.catalogue.categories.addSub') : t('admin.catalogue.save')}
      </button>
      <div className="basis-full">
        <ProblemText problem={mine} form={form} />
      </div>
    </Form>
  );
}
