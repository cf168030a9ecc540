import { WALLET_ADJUSTMENT_DIRECTIONS } from '@seed/domain/customer-account';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { ActionProblem, CustomerAction } from './customer-actions.server';

const input = 'rounded-md border border-neutral-300 bg-white px-3 py-1.5 aria-[invalid=true]:border-red-600';
const button = 'self-start rounded-md bg-neutral-900 px-4 py-2 text-sm font-semibold text-white';

type FormProps = { problem: ActionProblem | null };

function ProblemText({ problem, action }: FormProps & { action: CustomerAction }) {
  const { t } = useTranslation();
  if (problem?.action !== action) return null;
  const texts = [
    ...problem.fields.map((field) => t(`admin.customers.errors.${field}` as 'admin.customers.errors.amount')),
    ...(problem.refusal ? [problem.refusal] : []),
  ];
  return (
    <div id={`${action}-problem`} role="alert" className="text-sm text-red-700">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

function ReasonField({ problem, action }: FormProps & { action: CustomerAction }) {
  const { t } = useTranslation();
  const invalid = problem?.action === action && problem.fields.includes('reason');
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="font-medium">{t('admin.customers.reason')}</span>
      <input
        name="reason"
        required
        maxLength={500}
        aria-invalid={invalid || undefined}
        aria-describedby={`${action}-reason-hint`}
        className={input}
      />
      <span id={`${action}-reason-hint`} className="text-neutral-700">
        {t('admin.customers.reasonHint')}
      </span>
    </label>
  );
}

/** Credit or debit the wallet, in KWD, with a reason. */
export function WalletForm({ problem }: FormProps) {
  const { t } = useTranslation();
  const invalidAmount = problem?.action === 'wallet' && problem.fields.includes('amount');
  return (
    <Form method="post" className="flex flex-col gap-3" aria-labelledby="wallet-form-title">
      <h3 id="wallet-form-title" className="font-semibold">
        {t('admin.customers.adjustTitle')}
      </h3>
      <input type="hidden" name="action" value="wallet" />
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 font-medium">{t('admin.customers.direction')}</legend>
        {WALLET_ADJUSTMENT_DIRECTIONS.map((direction, index) => (
          <label key={direction} className="flex items-center gap-2">
            <input type="radio" name="direction" value={direction} defaultChecked={index === 0} />
            {t(`admin.customers.directions.${direction}`)}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium">{t('admin.customers.amountKwd')}</span>
        <input
          name="amount"
          required
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          aria-invalid={invalidAmount || undefined}
          aria-describedby="wallet-amount-hint"
          className={`${input} max-w-40`}
        />
        <span id="wallet-amount-hint" className="text-neutral-700">
          {t('admin.customers.amountHint')}
        </span>
      </label>
      <ReasonField problem={problem} action="wallet" />
      <ProblemText problem={problem} action="wallet" />
      <button type="submit" className={button}>
        {t('admin.customers.adjust')}
      </button>
    </Form>
  );
}

/** Send a sign-in code; deactivate with a reason, or reactivate. */
export function AccountActions({ problem, active }: FormProps & { active: boolean }) {
  const { t } = useTranslation();
  const toggle = active ? 'deactivate' : 'reactivate';
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="action" value="code" />
        <p className="text-sm text-neutral-700">{t('admin.customers.sendCodeHint')}</p>
        <ProblemText problem={problem} action="code" />
        <button type="submit" className={button}>
          {t('admin.customers.sendCode')}
        </button>
      </Form>
      <Form method="post" className="flex flex-col gap-2">
        <input type="hidden" name="action" value={toggle} />
        <p className="text-sm text-neutral-700">{t(`admin.customers.${toggle}Hint`)}</p>
        <ReasonField problem={problem} action={toggle} />
        <ProblemText problem={problem} action={toggle} />
        <button
          type="submit"
          className={
            active ? 'self-start rounded-md bg-red-800 px-4 py-2 text-sm font-semibold text-white' : button
          }
        >
          {t(`admin.customers.${toggle}`)}
        </button>
      </Form>
    </div>
  );
}
