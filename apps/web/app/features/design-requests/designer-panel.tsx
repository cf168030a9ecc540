import type { DesignRequestAction } from '@seed/domain/design-request';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';

const primary =
  'rounded-md bg-neutral-900 px-5 py-2 font-bold text-white hover:bg-neutral-700 disabled:opacity-60';
const danger =
  'rounded-md border border-red-800 px-5 py-2 font-bold text-red-800 hover:bg-red-50 disabled:opacity-60';

/** The designers' side (ADMIN): pick the request up, answer it with a proposal, or cancel it. */
export function DesignerPanel({
  actions,
  maxMessageLength,
}: {
  actions: DesignRequestAction[];
  maxMessageLength: number;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  if (actions.length === 0) return null;
  return (
    <section
      aria-labelledby="designer-actions"
      className="grid gap-4 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="designer-actions" className="text-lg font-bold">
        {t('designRequests.designerActions')}
      </h2>
      <div className="flex flex-wrap gap-3">
        {actions.includes('process') && (
          <Form method="post">
            <button type="submit" name="intent" value="process" disabled={busy} className={primary}>
              {t('designRequests.process')}
            </button>
          </Form>
        )}
        {actions.includes('cancel') && (
          <Form method="post">
            <button type="submit" name="intent" value="cancel" disabled={busy} className={danger}>
              {t('designRequests.cancel')}
            </button>
          </Form>
        )}
      </div>
      {actions.includes('propose') && (
        <Form method="post" encType="multipart/form-data" className="grid gap-3">
          <h3 className="font-bold">{t('designRequests.proposalTitle')}</h3>
          <label className="block font-medium">
            {t('designRequests.proposalMessage')}
            <textarea
              name="message"
              required
              rows={3}
              maxLength={maxMessageLength}
              className="mt-1 w-full rounded-md border border-neutral-300 bg-white px-3 py-2"
            />
          </label>
          <label className="block font-medium">
            {t('designRequests.proposalArtwork')}
            <span className="block text-sm font-normal text-neutral-700">
              {t('designRequests.proposalArtworkHint')}
            </span>
            <input
              type="file"
              name="artwork"
              required
              accept="image/*"
              className="mt-2 block w-full text-sm"
            />
          </label>
          <button
            type="submit"
            name="intent"
            value="propose"
            disabled={busy}
            className={`${primary} justify-self-start`}
          >
            {t('designRequests.sendProposal')}
          </button>
        </Form>
      )}
    </section>
  );
}
