import { type adminBlankItems, SIDE_TYPES } from '@seed/contract/admin-blank-items';
import type { ReplyOf } from '@seed/contract/endpoint';
import { PRINT_POSITIONS } from '@seed/domain/print-position';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { ItemProblem } from './item-actions.server';
import { PrintAreaPicture } from './print-area-picture';
import { buttonClass, inputClass } from './styles';

type Detail = ReplyOf<typeof adminBlankItems.detail>;
type Side = Detail['sides'][number];
type Colour = ReplyOf<typeof adminBlankItems.options>['colors'][number];

const NEW_AREA = { x: 0, y: 0, width: 300, height: 400, widthCm: 30 };

function Problem({ problem }: { problem: ItemProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  const texts = [
    ...(problem.fields.includes('side') ? [t('admin.blankItems.errors.side')] : []),
    ...(problem.fields.includes('picture') ? [t('admin.blankItems.errors.picture')] : []),
    ...(problem.refusal ? [problem.refusal] : []),
  ];
  return (
    <div role="alert" className="text-sm text-red-700">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

/** One side's form (or a new side's): type, position, picture and print area, typed or drawn. */
function SideForm({
  side,
  problem,
  title,
}: {
  side: Side | null;
  problem: ItemProblem | null;
  title: string;
}) {
  const { t } = useTranslation();
  const area = side?.printArea ?? NEW_AREA;
  const key = side ? `side-${side.id}` : 'side-new';
  const select = (name: 'type' | 'position', values: readonly string[], current: string) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">
        {t(`admin.blankItems.${name === 'type' ? 'sideType' : 'position'}`)}
      </span>
      <select name={name} defaultValue={current} className={inputClass}>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(
              `admin.blankItems.${name === 'type' ? 'sideTypes' : 'positions'}.${value}` as 'admin.blankItems.sideTypes.FRONT',
            )}
          </option>
        ))}
      </select>
    </label>
  );
  const number = (name: keyof typeof NEW_AREA | 'rank', value: number) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{t(`admin.blankItems.${name === 'rank' ? 'order' : name}`)}</span>
      <input
        name={name}
        type="number"
        step="any"
        min={0}
        dir="ltr"
        required
        defaultValue={value}
        aria-invalid={problem?.fields.includes('printArea') || undefined}
        className={`${inputClass} w-28`}
      />
    </label>
  );
  const url = side?.media?.url.large ?? side?.media?.url.medium ?? null;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-3"
      aria-labelledby={`${key}-title`}
    >
      <h3 id={`${key}-title`} className="font-semibold">
        {title}
      </h3>
      <input type="hidden" name="action" value="side" />
      <input type="hidden" name="sideId" value={side?.id ?? ''} />
      <input type="hidden" name="mediaId" value={side?.media?.id ?? ''} />
      <div className="flex flex-wrap gap-3">
        {select('type', SIDE_TYPES, side?.type ?? 'FRONT')}
        {select('position', PRINT_POSITIONS, side?.position ?? 'FRONT')}
        {number('rank', side?.rank ?? 0)}
      </div>
      {url ? (
        <PrintAreaPicture src={url} alt={title} area={area} hint={t('admin.blankItems.drawHint')} />
      ) : (
        <p className="text-sm text-neutral-700">{t('admin.blankItems.noPicture')}</p>
      )}
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">
          {side?.media ? t('admin.blankItems.newPicture') : t('admin.blankItems.picture')}
        </span>
        <input type="file" name="picture" accept="image/*" className="text-sm" />
      </label>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-sm font-medium">{t('admin.blankItems.area')}</legend>
        <p className="w-full text-sm text-neutral-700">{t('admin.blankItems.sidesHint')}</p>
        {number('x', area.x)}
        {number('y', area.y)}
        {number('width', area.width)}
        {number('height', area.height)}
        {number('widthCm', area.widthCm)}
      </fieldset>
      <Problem problem={problem} />
      <button type="submit" className={buttonClass}>
        {t('admin.blankItems.save')}
      </button>
    </Form>
  );
}

/** A side's picture in each colour the item comes in: one small upload form per colour. */
function MockupForms({
  side,
  colours,
  lang,
  problem,
}: {
  side: Side;
  colours: Colour[];
  lang: string;
  problem: ItemProblem | null;
}) {
  const { t } = useTranslation();
  if (colours.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-semibold">{t('admin.blankItems.mockups')}</h4>
      <Problem problem={problem} />
      <ul className="flex flex-wrap gap-4">
        {colours.map((colour) => {
          const mockup = side.mockups.find((one) => one.colorId === colour.id);
          const name = lang === 'ar' ? colour.nameAr : colour.nameEn;
          const label = t('admin.blankItems.mockupFor', { colour: name });
          return (
            <li key={colour.id}>
              <Form method="post" encType="multipart/form-data" className="flex flex-col gap-1 text-sm">
                <input type="hidden" name="action" value="mockup" />
                <input type="hidden" name="sideId" value={side.id} />
                <input type="hidden" name="colorId" value={colour.id} />
                {mockup?.media.url.small && (
                  <img src={mockup.media.url.small} alt={label} className="size-20 object-contain" />
                )}
                <label className="flex flex-col gap-1">
                  <span>{label}</span>
                  <input type="file" name="picture" accept="image/*" required className="max-w-56 text-sm" />
                </label>
                <button type="submit" className="self-start rounded-md border border-neutral-400 px-3 py-1">
                  {t('admin.blankItems.uploadMockup')}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type Props = { detail: Detail; colours: Colour[]; lang: string; problem: ItemProblem | null };

/** Every side of the item with its forms, then a form to add one. */
export function SideForms({ detail, colours, lang, problem }: Props) {
  const { t } = useTranslation();
  const used = colours.filter((colour) => detail.variants.some((variant) => variant.colorId === colour.id));
  const mine = (action: ItemProblem['action'], target: string) =>
    problem?.action === action && problem.target === target ? problem : null;
  return (
    <div className="flex flex-col gap-6">
      {detail.sides.map((side) => (
        <div key={side.id} className="flex flex-col gap-4 border-b border-neutral-200 pb-6">
          <SideForm
            side={side}
            problem={mine('side', String(side.id))}
            title={`${t('admin.blankItems.side')}: ${t(`admin.blankItems.sideTypes.${side.type}`)}`}
          />
          <MockupForms side={side} colours={used} lang={lang} problem={mine('mockup', String(side.id))} />
          <Form method="post">
            <input type="hidden" name="action" value="removeSide" />
            <input type="hidden" name="sideId" value={side.id} />
            <button type="submit" className="text-sm text-red-800 underline underline-offset-2">
              {t('admin.blankItems.removeSide')}
            </button>
          </Form>
        </div>
      ))}
      {/* Keyed by the count of sides: once one is added, the blank form starts over instead of keeping its entries. */}
      <SideForm
        key={`new-side-${detail.sides.length}`}
        side={null}
        problem={mine('side', '')}
        title={t('admin.blankItems.addSide')}
      />
    </div>
  );
}
