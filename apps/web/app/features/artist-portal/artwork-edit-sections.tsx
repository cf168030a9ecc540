import type { ModerationReason } from '@seed/domain/artwork-review';
import type { Locale } from '@seed/domain/locale';
import { MODERATION_REASON_NAMES } from '@seed/domain/moderation-reason-names';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { Choice } from './upload-data.server';

/** Making the artwork on more blank items: those it is not on yet, as checkboxes, posted with intent "add". */
export function AddItemsForm({
  items,
  problem,
  busy,
}: {
  items: Choice[];
  problem: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="edit-add" className="mt-8 max-w-3xl">
      <h2 id="edit-add" className="text-xl font-bold">
        {t('artistPortal.addItems')}
      </h2>
      {items.length === 0 ? (
        <p className="mt-2">{t('artistPortal.noMoreItems')}</p>
      ) : (
        <Form method="post" className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="add" />
          {problem && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {problem}
            </p>
          )}
          <fieldset>
            <legend className="font-medium">{t('artistPortal.blankItems')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {items.map((item) => (
                <label
                  key={item.id}
                  className="flex items-center gap-2 rounded-md border border-neutral-300 px-3 py-1.5 text-sm has-checked:border-neutral-900 has-checked:bg-neutral-100"
                >
                  <input type="checkbox" name="inventoryIds" value={item.id} />
                  {item.name}
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            disabled={busy}
            className="justify-self-start rounded-md border border-neutral-900 px-5 py-2 font-bold disabled:opacity-60"
          >
            {t('artistPortal.add')}
          </button>
        </Form>
      )}
    </section>
  );
}

type Decision = {
  decision: 'APPROVE' | 'REFUSE' | 'TAKE_DOWN';
  reasonCode: ModerationReason | null;
  note: string;
  createdAt: string;
};

/** Every decision of the moderators on the artwork, newest first, with its reason and note. */
export function ArtistDecisions({ decisions, lang }: { decisions: Decision[]; lang: Locale }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="edit-history" className="mt-8 max-w-3xl">
      <h2 id="edit-history" className="text-xl font-bold">
        {t('artistPortal.history')}
      </h2>
      {decisions.length === 0 ? (
        <p className="mt-2">{t('artistPortal.noHistory')}</p>
      ) : (
        <ol className="mt-2 space-y-2">
          {decisions.map((row) => (
            <li key={row.createdAt} className="rounded-md border border-neutral-200 p-2 text-sm">
              <p className="font-medium">
                {t(`artistPortal.decisions.${row.decision}`)} ·{' '}
                <time dateTime={row.createdAt}>{row.createdAt.slice(0, 10)}</time>
              </p>
              {row.reasonCode && <p>{MODERATION_REASON_NAMES[row.reasonCode][lang]}</p>}
              {row.note && <p className="text-neutral-700">{row.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
