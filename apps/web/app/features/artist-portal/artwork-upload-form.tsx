import { CENTRED } from '@seed/domain/artwork-placement';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { PlacementFields } from './placement-fields';
import type { Choice, UPLOAD_LIMITS, UploadOutcome } from './upload-data.server';

type Failure = Extract<UploadOutcome, { ok: false }>;

const input = 'mt-1 w-full rounded-md border border-neutral-400 px-3 py-2';

function Choices({ legend, name, choices }: { legend: string; name: string; choices: Choice[] }) {
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.id}
            className="flex items-center gap-2 rounded-md border border-neutral-300 px-3 py-1.5 text-sm has-checked:border-neutral-900 has-checked:bg-neutral-100"
          >
            <input type="checkbox" name={name} value={choice.id} />
            {choice.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Publishing an artwork: its image, titles and descriptions in both languages, topics and the blank items to
 * make products on. A plain multipart form posted to the page's action, so it works without JavaScript.
 */
export function ArtworkUploadForm({
  topics,
  items,
  limits,
  failure,
}: {
  topics: Choice[];
  items: Choice[];
  limits: typeof UPLOAD_LIMITS;
  failure: Failure | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const problem =
    failure && (failure.field ? t(`artistPortal.invalid.${failure.field}`, limits) : failure.refusal);
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 grid max-w-2xl gap-5">
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <label className="block">
        <span className="font-medium">{t('artistPortal.image')}</span>
        <input type="file" name="image" accept="image/*" required className={input} />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block">
          <span className="font-medium">{t('artistPortal.titleEn')}</span>
          <input name="title" required maxLength={limits.title} dir="ltr" lang="en" className={input} />
        </label>
        <label className="block">
          <span className="font-medium">{t('artistPortal.titleAr')}</span>
          <input name="titleAr" required maxLength={limits.title} dir="rtl" lang="ar" className={input} />
        </label>
        <label className="block">
          <span className="font-medium">{t('artistPortal.descriptionEn')}</span>
          <textarea
            name="description"
            maxLength={limits.description}
            rows={3}
            dir="ltr"
            lang="en"
            className={input}
          />
        </label>
        <label className="block">
          <span className="font-medium">{t('artistPortal.descriptionAr')}</span>
          <textarea
            name="descriptionAr"
            maxLength={limits.description}
            rows={3}
            dir="rtl"
            lang="ar"
            className={input}
          />
        </label>
      </div>
      <Choices legend={t('artistPortal.topics')} name="topicIds" choices={topics} />
      <Choices legend={t('artistPortal.blankItems')} name="inventoryIds" choices={items} />
      <PlacementFields placement={CENTRED} image={null} name="" invalid={failure?.field === 'placement'} />
      <label className="block sm:max-w-xs">
        <span className="font-medium">{t('artistPortal.earnings.marginField')}</span>
        <input name="margin" inputMode="decimal" dir="ltr" placeholder="2.000" className={input} />
      </label>
      <button
        type="submit"
        disabled={busy}
        className="justify-self-start rounded-md bg-neutral-900 px-5 py-2.5 font-bold text-white disabled:opacity-60"
      >
        {busy ? t('artistPortal.publishing') : t('artistPortal.publish')}
      </button>
    </Form>
  );
}
