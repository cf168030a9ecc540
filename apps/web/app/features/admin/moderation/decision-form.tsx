import { MODERATION_REASONS } from '@seed/domain/artwork-review';
import { MODERATION_REASON_NAMES } from '@seed/domain/moderation-reason-names';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { useLocale } from '../../../lib/use-locale';

const input = 'rounded-md border border-neutral-300 bg-white px-3 py-1.5 aria-[invalid=true]:border-red-600';
const button = 'rounded-md px-4 py-2 text-sm font-semibold';
const TONES = {
  good: `${button} bg-green-800 text-white`,
  bad: `${button} bg-red-800 text-white`,
} as const;

type Choice = { name: string; value: string; label: string; tone: keyof typeof TONES };

/**
 * A moderator's answer: a reason from the list and a note, then one button per decision (the pressed one's
 * name and value are posted, so it works without JavaScript). `id` keeps two forms on one page apart.
 */
export function DecisionForm({
  id,
  choices,
  problem,
  hidden = {},
}: {
  id: string;
  choices: Choice[];
  problem: string | null;
  /** Fields the action needs beside the answer (which application). */
  hidden?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <Form
      method="post"
      className="flex flex-col gap-3"
      aria-describedby={problem ? `${id}-problem` : undefined}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.moderation.reason')}</span>
        <select
          name="reasonCode"
          defaultValue=""
          className={input}
          aria-invalid={Boolean(problem) || undefined}
        >
          <option value="">{t('admin.moderation.chooseReason')}</option>
          {MODERATION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {MODERATION_REASON_NAMES[reason][lang]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.moderation.note')}</span>
        <textarea
          name="note"
          rows={2}
          maxLength={1000}
          className={input}
          aria-describedby={`${id}-note-hint`}
        />
        <span id={`${id}-note-hint`} className="text-neutral-700">
          {t('admin.moderation.noteHint')}
        </span>
      </label>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="submit"
            name={choice.name}
            value={choice.value}
            className={TONES[choice.tone]}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </Form>
  );
}
