import { DESIGN_REQUEST_STATUSES, type DesignRequestStatus } from '@seed/domain/design-request';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

/** The designers' filter of the whole list by status: a GET form, so a filtered list is a link. */
export function StatusFilter({ status }: { status: DesignRequestStatus | null }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('designRequests.statusLabel')}
        <select
          name="status"
          defaultValue={status ?? ''}
          className="rounded-md border border-neutral-400 px-3 py-2"
        >
          <option value="">{t('designRequests.anyStatus')}</option>
          {DESIGN_REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`designRequests.statuses.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md border border-neutral-900 px-4 py-2 font-medium">
        {t('designRequests.filter')}
      </button>
    </Form>
  );
}
