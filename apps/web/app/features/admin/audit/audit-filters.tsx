import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';

type Props = {
  filters: { recordType: string; recordId: string; staffId: string; from: string; to: string };
  members: { id: number; name: string }[];
};

const field = 'rounded-md border border-neutral-400 bg-white px-3 py-2';

/** The audit log's filters: a GET form, so a filtered log is a link that works without scripts. */
export function AuditFilters({ filters, members }: Props) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 text-sm">
      <label className="flex flex-col gap-1 font-medium">
        {t('admin.audit.recordType')}
        <input name="recordType" defaultValue={filters.recordType} className={field} dir="ltr" />
      </label>
      <label className="flex flex-col gap-1 font-medium">
        {t('admin.audit.recordId')}
        <input name="recordId" defaultValue={filters.recordId} className={field} dir="ltr" />
      </label>
      <label className="flex flex-col gap-1 font-medium">
        {t('admin.audit.staff')}
        <select name="staffId" defaultValue={filters.staffId} className={field}>
          <option value="">{t('admin.audit.anyone')}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 font-medium">
        {t('admin.audit.from')}
        <input type="date" name="from" defaultValue={filters.from} className={field} />
      </label>
      <label className="flex flex-col gap-1 font-medium">
        {t('admin.audit.to')}
        <input type="date" name="to" defaultValue={filters.to} className={field} />
      </label>
      <button type="submit" className="rounded-md bg-neutral-900 px-4 py-2 font-semibold text-white">
        {t('admin.layout.filters.apply')}
      </button>
      <Link to="?" className="px-2 py-2 underline">
        {t('admin.layout.filters.clear')}
      </Link>
    </Form>
  );
}
