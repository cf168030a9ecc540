import { AuditReasonSchema, staff as staffApi } from '@seed/contract/staff';
import type { Locale } from '@seed/domain/locale';
import { STAFF_ROLES } from '@seed/domain/staff-permissions';
import { redirect } from 'react-router';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api.server';
import { refusalText } from '../../../lib/refusals.server';

const RolesFormSchema = z.object({
  userId: z.coerce.number().int().positive(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  reason: AuditReasonSchema,
});

export type RolesFormErrors = { reason?: 'reason'; roles?: 'roles'; refusal?: string };

/** The staff page's roles form: checked on the server, then the API sets the roles and logs the reason. */
export async function saveRoles(api: ApiClient, locale: Locale, form: FormData) {
  const parsed = RolesFormSchema.safeParse({
    userId: form.get('userId'),
    email: form.get('email') ?? '',
    roles: form.getAll('roles'),
    reason: form.get('reason') ?? '',
  });
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    const errors: RolesFormErrors = {
      ...(fields.has('reason') ? { reason: 'reason' } : {}),
      ...(fields.has('roles') || fields.has('userId') ? { roles: 'roles' } : {}),
    };
    return { errors };
  }
  const { userId, email, roles, reason } = parsed.data;
  try {
    await api.call(staffApi.setRoles, { params: { userId }, body: { roles, reason } });
  } catch (error) {
    return { errors: { refusal: refusalText(locale, error) } satisfies RolesFormErrors };
  }
  throw redirect(`?${new URLSearchParams({ email, saved: '1' })}`, 303);
}

/** The account the page was asked to find by e-mail, or why it cannot be shown. */
export async function lookUp(api: ApiClient, locale: Locale, email: string) {
  try {
    return { member: await api.call(staffApi.lookup, { query: { email } }), lookupError: null };
  } catch (error) {
    return { member: null, lookupError: refusalText(locale, error) };
  }
}
