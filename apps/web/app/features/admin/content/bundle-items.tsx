import { useTranslation } from 'react-i18next';
import { inputClass } from './fields';

type Choice = { id: number; nameEn: string; nameAr: string };
type BundleChoices = { inventories: Choice[]; templates: Choice[]; templateCategories: Choice[] };
type BundleItem = {
  inventoryId: number | null;
  templateId: number | null;
  templateCategoryId: number | null;
  count: number;
};

function Select({
  name,
  label,
  value,
  choices,
  empty,
  lang,
}: {
  name: string;
  label: string;
  value: number | null;
  choices: Choice[];
  empty: string;
  lang: string;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <select name={name} defaultValue={value ?? ''} className={inputClass}>
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {lang === 'ar' ? choice.nameAr : choice.nameEn}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A bundle's items as rows of plain fields (so the form works without JavaScript): the garment, the one
 * template or the category it takes, and how many. One empty row is always there to add an item.
 */
export function BundleItems({
  items,
  choices,
  lang,
}: {
  items: BundleItem[];
  choices: BundleChoices;
  lang: string;
}) {
  const { t } = useTranslation();
  const rows = [...items, { inventoryId: null, templateId: null, templateCategoryId: null, count: 1 }];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold">{t('admin.content.bundles.items')}</legend>
      <p className="text-sm text-neutral-700">{t('admin.content.bundles.itemsHint')}</p>
      {rows.map((item, index) => (
        <fieldset
          // Rows have no identity of their own: the form replaces them all on save.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className="grid gap-3 rounded-md border border-neutral-200 p-3 sm:grid-cols-4"
        >
          <legend className="px-1 text-sm font-medium">
            {t('admin.content.bundles.item', { number: index + 1 })}
          </legend>
          <Select
            name="inventoryId"
            label={t('admin.content.bundles.inventory')}
            value={item.inventoryId}
            choices={choices.inventories}
            empty={t('admin.content.bundles.noItem')}
            lang={lang}
          />
          <Select
            name="templateId"
            label={t('admin.content.bundles.template')}
            value={item.templateId}
            choices={choices.templates}
            empty={t('admin.content.bundles.anyTemplate')}
            lang={lang}
          />
          <Select
            name="templateCategoryId"
            label={t('admin.content.bundles.templateCategory')}
            value={item.templateCategoryId}
            choices={choices.templateCategories}
            empty={t('admin.content.bundles.noCategory')}
            lang={lang}
          />
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('admin.content.bundles.count')}</span>
            <input
              type="number"
              name="count"
              min={1}
              max={20}
              defaultValue={item.count}
              className={inputClass}
            />
          </label>
        </fieldset>
      ))}
    </fieldset>
  );
}
