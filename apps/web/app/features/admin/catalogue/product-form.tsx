import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonClass, Check, Field, type FormProblem, inputClass, ProblemText } from './form-fields';

type Tag = { id: number; nameEn: string; nameAr: string };
export type ProductFormValues = {
  nameEn: string;
  nameAr: string;
  price: string;
  oldPrice: string;
  discountedPrice: string;
  isActive: boolean;
  tagIds: number[];
  allTags: Tag[];
  featuredRank: number | null;
};

function ReasonField({ form }: { form: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex flex-col gap-1">
        <span className="font-medium">{t('admin.catalogue.reason')}</span>
        <input
          name="reason"
          maxLength={500}
          className={inputClass}
          aria-describedby={`${form}-reason-hint`}
        />
      </label>
      <span id={`${form}-reason-hint`} className="text-neutral-700">
        {t('admin.catalogue.reasonHint')}
      </span>
    </div>
  );
}

/** The product's names, prices, tags and whether it is on sale: one form, posted to the page's action. */
export function ProductEditForm({
  values,
  problem,
  lang,
}: {
  values: ProductFormValues;
  problem: FormProblem | null;
  lang: string;
}) {
  const { t } = useTranslation();
  const form = 'edit';
  const field = (
    name: 'nameAr' | 'nameEn' | 'price' | 'oldPrice' | 'discountedPrice',
    extra: object = {},
  ) => (
    <Field
      name={name}
      form={form}
      problem={problem}
      label={t(`admin.catalogue.fields.${name}`)}
      defaultValue={values[name]}
      {...extra}
    />
  );
  return (
    <Form method="post" className="flex flex-col gap-3" aria-labelledby="product-edit">
      <h2 id="product-edit" className="text-lg font-semibold">
        {t('admin.catalogue.products.edit')}
      </h2>
      <input type="hidden" name="form" value={form} />
      <div className="grid gap-3 sm:grid-cols-2">
        {field('nameAr', { dir: 'rtl', required: true })}
        {field('nameEn', { dir: 'ltr', required: true })}
        {field('price', {
          dir: 'ltr',
          inputMode: 'decimal',
          required: true,
          hint: t('admin.catalogue.kwdHint'),
        })}
        {field('oldPrice', { dir: 'ltr', inputMode: 'decimal', hint: t('admin.catalogue.oldPriceHint') })}
        {field('discountedPrice', {
          dir: 'ltr',
          inputMode: 'decimal',
          hint: t('admin.catalogue.discountHint'),
        })}
      </div>
      <Check name="isActive" label={t('admin.catalogue.fields.isActive')} checked={values.isActive} />
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-sm font-medium">{t('admin.catalogue.fields.tags')}</legend>
        {values.allTags.map((tag) => (
          <label key={tag.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="tagIds"
              value={tag.id}
              defaultChecked={values.tagIds.includes(tag.id)}
            />
            <span>{lang === 'ar' ? tag.nameAr : tag.nameEn}</span>
          </label>
        ))}
      </fieldset>
      <ReasonField form={form} />
      <ProblemText problem={problem} form={form} />
      <button type="submit" className={buttonClass}>
        {t('admin.catalogue.save')}
      </button>
    </Form>
  );
}

/**
 * A new tag, named in both languages, made and put on this product in one step; the product's other unsaved
 * edits are not sent with it, so it sits apart from the product's form.
 */
export function TagCreateForm({ problem }: { problem: FormProblem | null }) {
  const { t } = useTranslation();
  const form = 'createTag';
  return (
    <Form method="post" className="flex flex-col gap-3" aria-labelledby="product-new-tag">
      <h2 id="product-new-tag" className="text-lg font-semibold">
        {t('admin.catalogue.tags.title')}
      </h2>
      <input type="hidden" name="form" value={form} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          name="tagNameAr"
          form={form}
          problem={problem}
          label={t('admin.catalogue.tags.nameAr')}
          dir="rtl"
          required
        />
        <Field
          name="tagNameEn"
          form={form}
          problem={problem}
          label={t('admin.catalogue.tags.nameEn')}
          dir="ltr"
          required
          hint={t('admin.catalogue.tags.nameEnHint')}
        />
      </div>
      <ReasonField form={form} />
      <ProblemText problem={problem} form={form} />
      <button type="submit" className={buttonClass}>
        {t('admin.catalogue.tags.create')}
      </button>
    </Form>
  );
}

/** Puts the product on the home page at a rank, or (left empty) takes it off. */
export function FeatureForm({
  featuredRank,
  problem,
}: {
  featuredRank: number | null;
  problem: FormProblem | null;
}) {
  const { t } = useTranslation();
  const form = 'feature';
  return (
    <Form method="post" className="flex flex-col gap-3" aria-labelledby="product-feature">
      <h2 id="product-feature" className="text-lg font-semibold">
        {t('admin.catalogue.home.title')}
      </h2>
      <input type="hidden" name="form" value={form} />
      <Field
        name="featuredRank"
        form={form}
        problem={problem}
        label={t('admin.catalogue.fields.featuredRank')}
        defaultValue={featuredRank ?? ''}
        dir="ltr"
        inputMode="numeric"
        hint={t('admin.catalogue.featuredRankHint')}
      />
      <ReasonField form={form} />
      <ProblemText problem={problem} form={form} />
      <button type="submit" className={buttonClass}>
        {t('admin.catalogue.home.save')}
      </button>
    </Form>
  );
}
