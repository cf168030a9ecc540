import type { adminBlankItems } from '@seed/contract/admin-blank-items';
import type { ReplyOf } from '@seed/contract/endpoint';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { kwdText } from './kwd';
import { buttonClass, inputClass } from './styles';

type Detail = ReplyOf<typeof adminBlankItems.detail>;
type Options = ReplyOf<typeof adminBlankItems.options>;

const small = `${inputClass} w-24`;

/**
 * Every colour × size pair as a row: ticking one offers it. A variant that exists stays (orders point at it),
 * so its box is ticked and fixed; its amounts, threshold and count can still change.
 */
export function VariantsForm({
  detail,
  options,
  lang,
  invalid,
}: {
  detail: Detail;
  options: Options;
  lang: string;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  if (options.colors.length === 0 || options.sizes.length === 0) {
    return <p className="text-sm text-neutral-700">{t('admin.blankItems.noColours')}</p>;
  }
  const garmentColours = options.colors.filter((colour) => colour.type === 'GARMENT');
  return (
    <Form method="post" className="flex flex-col gap-3" aria-labelledby="item-variants">
      <input type="hidden" name="action" value="variants" />
      <p id="variants-hint" className="text-sm text-neutral-700">
        {t('admin.blankItems.variantsHint')}
      </p>
      {invalid && (
        <p role="alert" className="text-sm text-red-700">
          {t('admin.blankItems.errors.variants')}
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('admin.blankItems.variants')}</caption>
          <thead>
            <tr className="border-b border-neutral-200">
              {(['offered', 'colour', 'size', 'cost', 'surcharge', 'threshold', 'count'] as const).map(
                (name) => (
                  <th key={name} scope="col" className="px-2 py-1 text-start">
                    {t(`admin.blankItems.${name}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {garmentColours.flatMap((colour) =>
              options.sizes.map((size) => {
                const pair = `${colour.id}:${size.id}`;
                const held = detail.variants.find(
                  (row) => row.colorId === colour.id && row.sizeId === size.id,
                );
                const name = lang === 'ar' ? colour.nameAr : colour.nameEn;
                const label = `${name} ${size.label}`;
                const input = (
                  field: string,
                  value: string | number,
                  extra: React.ComponentProps<'input'> = {},
                ) => (
                  <input
                    name={`${field}-${pair}`}
                    defaultValue={value}
                    dir="ltr"
                    aria-label={`${t(`admin.blankItems.${field === 'threshold' ? 'threshold' : field}` as 'admin.blankItems.cost')} ${label}`}
                    className={small}
                    {...extra}
                  />
                );
                return (
                  <tr key={pair} className="border-b border-neutral-100">
                    <td className="px-2 py-1">
                      {held && <input type="hidden" name="offered" value={pair} />}
                      <input
                        type="checkbox"
                        name={held ? undefined : 'offered'}
                        value={pair}
                        defaultChecked={Boolean(held)}
                        disabled={Boolean(held)}
                        aria-label={`${t('admin.blankItems.offered')} ${label}`}
                      />
                    </td>
                    <td className="px-2 py-1">
                      <span className="inline-flex items-center gap-2">
                        <span
                          aria-hidden="true"
                          className="inline-block size-4 rounded-full border border-neutral-400"
                          style={{ backgroundColor: colour.value }}
                        />
                        {name}
                      </span>
                    </td>
                    <td className="px-2 py-1" dir="ltr">
                      {size.label}
                    </td>
                    <td className="px-2 py-1">
                      {input('cost', kwdText(held?.cost ?? 0), { inputMode: 'decimal' })}
                    </td>
                    <td className="px-2 py-1">
                      {input('surcharge', kwdText(held?.surcharge ?? 0), { inputMode: 'decimal' })}
                    </td>
                    <td className="px-2 py-1">
                      {input('threshold', held?.lowStockThreshold ?? 0, { type: 'number', min: 0 })}
                    </td>
                    <td className="px-2 py-1">
                      {input('count', held?.count ?? 0, { type: 'number', min: 0 })}
                      {held?.notifiAdmin && (
                        <span className="ms-2 font-semibold text-red-800">{t('admin.blankItems.low')}</span>
                      )}
                    </td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      </div>
      <button type="submit" className={buttonClass}>
        {t('admin.blankItems.save')}
      </button>
    </Form>
  );
}
