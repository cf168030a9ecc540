import { adminBlankItems, COLOR_TYPES } from '@seed/contract/admin-blank-items';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect } from 'react-router';
import { AdminTitle } from '../features/admin/admin-title';
import { inputClass } from '../features/admin/blank-items/styles';
import { type SwatchProblem, saveSwatch } from '../features/admin/blank-items/swatch-action.server';
import { requireStaff } from '../features/admin/require-staff.server';
import { createApiClient } from '../lib/api.server';
import { requestLocale } from '../lib/locale.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/admin-colours';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const { colors } = await createApiClient(request, context, locale).call(adminBlankItems.colors, {});
  const done = new URL(request.url).searchParams.get('done');
  const saved = done === 'colour' || done === 'removed' ? done : null;
  return data({ colors, saved }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  await requireStaff(request, context, 'catalogue');
  const locale = requestLocale(params.lang, request);
  const api = createApiClient(request, context, locale);
  const form = await request.formData();
  const problem = await saveSwatch(api, locale, 'colour', form);
  if (problem) return data({ problem }, { status: 400 });
  const done = form.get('intent') === 'delete' ? 'removed' : 'colour';
  return redirect(`/${params.lang}/admin/colours?done=${done}`, 303);
}

type Colour = Route.ComponentProps['loaderData']['colors'][number];

function ColourForm({ colour, problem }: { colour: Colour | null; problem: SwatchProblem | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const colourName = colour && (locale === 'ar' ? colour.nameAr : colour.nameEn);
  const field = (
    name: 'nameAr' | 'nameEn' | 'value' | 'rank',
    label: string,
    extra: React.ComponentProps<'input'>,
  ) => (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{label}</span>
      <input
        name={name}
        className={`${inputClass} w-36`}
        aria-invalid={problem?.invalid || undefined}
        {...extra}
      />
    </label>
  );
  return (
    <Form
      method="post"
      className="flex flex-wrap items-end gap-3"
      aria-label={colourName ?? t('admin.blankItems.addColour')}
    >
      <input type="hidden" name="id" value={colour?.id ?? ''} />
      <span
        aria-hidden="true"
        className="mb-2 inline-block size-6 rounded-full border border-neutral-400"
        style={{ backgroundColor: colour?.value ?? 'transparent' }}
      />
      {field('nameAr', t('admin.blankItems.colourNameAr'), {
        dir: 'rtl',
        required: true,
        maxLength: 60,
        defaultValue: colour?.nameAr,
      })}
      {field('nameEn', t('admin.blankItems.colourNameEn'), {
        dir: 'ltr',
        required: true,
        maxLength: 60,
        defaultValue: colour?.nameEn,
      })}
      {field('value', t('admin.blankItems.value'), {
        dir: 'ltr',
        required: true,
        pattern: '#[0-9a-fA-F]{6}',
        placeholder: '#1a2b3c',
        defaultValue: colour?.value,
      })}
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.blankItems.colourType')}</span>
        <select name="type" defaultValue={colour?.type ?? 'GARMENT'} className={inputClass}>
          {COLOR_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`admin.blankItems.colourTypes.${type}`)}
            </option>
          ))}
        </select>
      </label>
      {field('rank', t('admin.blankItems.order'), {
        dir: 'ltr',
        type: 'number',
        min: 0,
        defaultValue: colour?.rank ?? 0,
      })}
      <button type="submit" className="rounded-md bg-neutral-900 px-4 py-1.5 text-sm text-white">
        {colour ? t('admin.blankItems.save') : t('admin.blankItems.addColour')}
      </button>
      {colour && (
        // Only a colour no variant is made in goes; the API refuses the others with the reason.
        <button
          type="submit"
          name="intent"
          value="delete"
          formNoValidate
          className="rounded-md border border-red-800 px-4 py-1.5 text-sm text-red-800"
        >
          {t('admin.blankItems.removeColour', { name: colourName })}
        </button>
      )}
      {problem && (
        <p role="alert" className="w-full text-sm text-red-700">
          {problem.refusal ?? t('admin.blankItems.errors.colour')}
        </p>
      )}
    </Form>
  );
}

/** /admin/colours: the garment and studio-text colours, their names in both languages, values and order. */
export default function AdminColours({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const problem = actionData?.problem ?? null;
  const mine = (target: string) => (problem?.target === target ? problem : null);
  return (
    <>
      <AdminTitle title={t('admin.blankItems.coloursTitle')} />
      <Link to={`/${params.lang}/admin/blank-items`} className="text-sm underline underline-offset-2">
        {t('admin.blankItems.back')}
      </Link>
      <h1 className="mt-2 mb-4 text-2xl font-bold">{t('admin.blankItems.coloursTitle')}</h1>
      {loaderData.saved && (
        <p role="status" className="mb-4 rounded-md bg-green-50 p-3 text-green-900">
          {t(`admin.blankItems.done.${loaderData.saved === 'removed' ? 'colourRemoved' : 'colour'}`)}
        </p>
      )}
      <section
        aria-labelledby="new-colour"
        className="mb-6 rounded-md border border-neutral-200 bg-white p-4"
      >
        <h2 id="new-colour" className="mb-3 text-lg font-semibold">
          {t('admin.blankItems.addColour')}
        </h2>
        <ColourForm colour={null} problem={mine('')} />
      </section>
      <ul className="flex flex-col gap-4">
        {loaderData.colors.map((colour) => (
          <li key={colour.id} className="border-b border-neutral-200 pb-4">
            <ColourForm colour={colour} problem={mine(String(colour.id))} />
          </li>
        ))}
      </ul>
    </>
  );
}
