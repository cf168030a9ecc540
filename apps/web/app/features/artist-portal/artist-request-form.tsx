import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { REQUEST_LIMITS, RequestOutcome } from './artist-request.server';

const input = 'mt-1 w-full rounded-md border border-neutral-400 px-3 py-2';

/** The application to become an artist: name, bio, portfolio links and sample images; works without scripts. */
export function ArtistRequestForm({
  limits,
  failure,
}: {
  limits: typeof REQUEST_LIMITS;
  failure: Extract<RequestOutcome, { ok: false }> | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const problem =
    failure && (failure.field ? t(`artistPortal.invalid.${failure.field}`, limits) : failure.refusal);
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 grid gap-5">
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <label className="block">
        <span className="font-medium">{t('artistPortal.requestName')}</span>
        <input name="name" required maxLength={limits.name} autoComplete="name" className={input} />
      </label>
      <label className="block">
        <span className="font-medium">{t('artistPortal.bio')}</span>
        <textarea name="bio" maxLength={limits.bio} rows={4} className={input} />
      </label>
      <label className="block">
        <span className="font-medium">{t('artistPortal.links')}</span>
        <span className="block text-sm text-neutral-700">{t('artistPortal.linksHint')}</span>
        <textarea name="portfolioLinks" rows={3} dir="ltr" className={input} />
      </label>
      <label className="block">
        <span className="font-medium">{t('artistPortal.samples')}</span>
        <span className="block text-sm text-neutral-700">{t('artistPortal.samplesHint')}</span>
        <input type="file" name="samples" accept="image/*" multiple required className={input} />
      </label>
      <button
        type="submit"
        disabled={busy}
        className="justify-self-start rounded-md bg-neutral-900 px-5 py-2.5 font-bold text-white disabled:opacity-60"
      >
        {busy ? t('artistPortal.sending') : t('artistPortal.sendRequest')}
      </button>
    </Form>
  );
}
