import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass, Check, Field, type FormProblem, inputClass, ProblemText } from './form-fields';

type CollectionValues = {
  nameEn: string;
  nameAr: string;
  mediaId: number | null;
  pictureUrl: string | null;
  rank: number;
  artistId: number | null;
  isActive: boolean;
};

export const NEW_COLLECTION: CollectionValues = {
  nameEn: '',
  nameAr: '',
  mediaId: null,
  pictureUrl: null,
  rank: 0,
  artistId: null,
  isActive: true,
};

type Props = { values: CollectionValues; problem: FormProblem | null; form: 'createCollection' | 'edit' };

/** A collection's fields; a picture goes through the media pipeline when the form is posted. */
export function CollectionForm({ values, problem, form }: Props) {
  const { t } = useTranslation();
  const headingId = `collection-${form}`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-3"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t(form === 'edit' ? 'admin.catalogue.collections.edit' : 'admin.catalogue.collections.create')}
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
          hint={t('admin.catalogue.collections.rankHint')}
        />
        <Field
          name="artistId"
          form={form}
          problem={problem}
          label={t('admin.catalogue.collections.artistId')}
          defaultValue={values.artistId ?? ''}
          dir="ltr"
          inputMode="numeric"
          hint={t('admin.catalogue.collections.artistHint')}
        />
      </div>
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
      <Check name="isActive" label={t('admin.catalogue.fields.isActive')} checked={values.isActive} />
      <Field
        name="reason"
        form={form}
        problem={problem}
        label={t('admin.catalogue.reason')}
        hint={t('admin.catalogue.reasonHint')}
      />
      <ProblemText problem={problem} form={form} />
      <button type="submit" className={buttonClass}>
        {t(form === 'edit' ? 'admin.catalogue.save' : 'admin.catalogue.collections.add')}
      </button>
    </Form>
  );
}
