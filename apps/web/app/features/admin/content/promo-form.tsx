import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass, Field, ProblemBox, secondaryButtonClass } from './fields';
import type { FormProblem } from './form-problem';
import type { PromoKind } from './promo-form.server';

type Picture = { url: { small: string | null; medium: string | null } } | null;

export type PromoValues = {
  nameEn: string;
  nameAr: string;
  link: string;
  appLink?: string;
  backgroundColor: string;
  media: Picture;
  mediaAr: Picture;
  rank: number;
  isActive: boolean;
  startsAt: string;
  endsAt: string;
};

function PictureField({
  name,
  label,
  current,
  problem,
}: {
  name: 'picture' | 'pictureAr';
  label: string;
  current: Picture;
  problem: FormProblem | null;
}) {
  const { t } = useTranslation();
  const src = current?.url.small ?? current?.url.medium ?? null;
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-neutral-200 p-3 text-sm">
      <legend className="px-1 font-medium">{label}</legend>
      {src ? (
        <img
          src={src}
          alt={t('admin.content.fields.currentPicture')}
          className="h-20 w-auto self-start rounded"
        />
      ) : (
        <p className="text-neutral-700">{t('admin.content.fields.noPicture')}</p>
      )}
      <Field
        type="file"
        name={name}
        accept="image/jpeg,image/png,image/webp,image/gif"
        label={t('admin.content.fields.newPicture')}
        problem={problem}
      />
      {src && (
        <label className="flex items-center gap-2">
          <input type="checkbox" name={`${name}Remove`} />
          {t('admin.content.fields.removePicture')}
        </label>
      )}
    </fieldset>
  );
}

/**
 * A carousel slide's or banner's form: multipart, so pictures upload without JavaScript. Arabic comes first,
 * as on the store; each language has its own picture.
 */
export function PromoForm({
  kind,
  values,
  problem,
}: {
  kind: PromoKind;
  values: PromoValues | null;
  problem: FormProblem | null;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`admin.content.fields.${key}` as 'admin.content.fields.nameAr');
  const labels = Object.fromEntries(
    [
      'nameAr',
      'nameEn',
      'link',
      'appLink',
      'backgroundColor',
      'rank',
      'startsAt',
      'endsAt',
      'reason',
      'picture',
      'pictureAr',
    ].map((key) => [key, label(key)]),
  );
  return (
    <Form method="post" encType="multipart/form-data" className="flex max-w-2xl flex-col gap-4">
      <ProblemBox problem={problem} labels={labels} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="nameAr"
          label={labels.nameAr ?? ''}
          required
          maxLength={120}
          defaultValue={values?.nameAr}
          problem={problem}
          dir="rtl"
          lang="ar"
        />
        <Field
          name="nameEn"
          label={labels.nameEn ?? ''}
          required
          maxLength={120}
          defaultValue={values?.nameEn}
          problem={problem}
          dir="ltr"
          lang="en"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PictureField
          name="pictureAr"
          label={label('pictureAr')}
          current={values?.mediaAr ?? null}
          problem={problem}
        />
        <PictureField
          name="picture"
          label={label('picture')}
          current={values?.media ?? null}
          problem={problem}
        />
      </div>
      <p className="text-sm text-neutral-700">{t('admin.content.fields.pictureHint')}</p>
      <Field
        name="link"
        label={label('link')}
        hint={t('admin.content.fields.linkHint')}
        defaultValue={values?.link ?? ''}
        problem={problem}
        dir="ltr"
        maxLength={500}
      />
      {kind === 'banner' && (
        <Field
          name="appLink"
          label={label('appLink')}
          defaultValue={values?.appLink ?? ''}
          problem={problem}
          dir="ltr"
          maxLength={500}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          type="color"
          name="backgroundColor"
          label={label('backgroundColor')}
          defaultValue={values?.backgroundColor ?? '#f5f5f5'}
          problem={problem}
          className="h-10 w-20 p-1"
        />
        <Field
          type="number"
          name="rank"
          label={label('rank')}
          hint={t('admin.content.fields.rankHint')}
          required
          min={0}
          max={10000}
          defaultValue={values?.rank ?? 0}
          problem={problem}
        />
        <label className="flex items-center gap-2 self-center text-sm">
          <input type="checkbox" name="isActive" defaultChecked={values?.isActive ?? true} />
          {label('isActive')}
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          type="datetime-local"
          name="startsAt"
          label={label('startsAt')}
          defaultValue={values?.startsAt ?? ''}
          problem={problem}
        />
        <Field
          type="datetime-local"
          name="endsAt"
          label={label('endsAt')}
          defaultValue={values?.endsAt ?? ''}
          problem={problem}
        />
      </div>
      <p className="text-sm text-neutral-700">{t('admin.content.fields.datesHint')}</p>
      <Field name="reason" label={label('reason')} maxLength={500} problem={problem} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className={buttonClass}>
          {t('admin.content.fields.save')}
        </button>
        {values && (
          <button type="submit" name="intent" value="delete" formNoValidate className={secondaryButtonClass}>
            {t('admin.content.fields.delete')}
          </button>
        )}
      </div>
    </Form>
  );
}
