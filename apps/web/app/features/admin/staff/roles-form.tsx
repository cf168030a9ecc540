import type { ReplyOf } from '@seed/contract/endpoint';
import type { staff } from '@seed/contract/staff';
import { STAFF_ROLES } from '@seed/domain/staff-permissions';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { RolesFormErrors } from './staff-forms.server';

type StaffMember = ReplyOf<typeof staff.lookup>;

type Props = { member: StaffMember; errors?: RolesFormErrors };

/** The roles of one account, to tick or untick, and the reason the audit log keeps. Works without scripts. */
export function RolesForm({ member, errors }: Props) {
  const { t } = useTranslation();
  const name = `${member.firstName} ${member.lastName}`.trim() || member.email;
  return (
    <Form method="post" className="space-y-3 border-t border-neutral-200 pt-3">
      <h3 className="font-semibold">{t('admin.staff.editTitle', { name })}</h3>
      <input type="hidden" name="userId" value={member.id} />
      <input type="hidden" name="email" value={member.email} />
      {member.role === 'ADMIN' && <p className="text-sm text-neutral-700">{t('admin.staff.adminHasAll')}</p>}
      <fieldset aria-describedby={errors?.roles ? 'roles-error' : undefined}>
        <legend className="mb-1 font-medium">{t('admin.staff.roles')}</legend>
        <div className="flex flex-wrap gap-4">
          {STAFF_ROLES.map((role) => (
            <label key={role} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="roles"
                value={role}
                defaultChecked={member.staffRoles.includes(role)}
              />
              {t(`admin.staff.role.${role}`)}
            </label>
          ))}
        </div>
        {errors?.roles && (
          <p id="roles-error" className="mt-1 text-sm text-red-800">
            {t('admin.staff.errors.roles')}
          </p>
        )}
      </fieldset>
      <label className="flex flex-col gap-1 font-medium">
        {t('admin.staff.reason')}
        <textarea
          name="reason"
          required
          maxLength={500}
          rows={2}
          aria-invalid={errors?.reason ? true : undefined}
          aria-describedby={errors?.reason ? 'reason-error' : undefined}
          className="rounded-md border border-neutral-400 px-3 py-2 font-normal"
        />
      </label>
      {errors?.reason && (
        <p id="reason-error" className="text-sm text-red-800">
          {t('admin.staff.errors.reason')}
        </p>
      )}
      {errors?.refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.refusal}
        </p>
      )}
      <button type="submit" className="rounded-md bg-neutral-900 px-4 py-2 font-semibold text-white">
        {t('admin.staff.save')}
      </button>
    </Form>
  );
}
