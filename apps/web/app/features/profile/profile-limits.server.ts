import { PhoneSchema } from '@seed/contract/addresses';
import { ProfileEditBodySchema } from '@seed/contract/users';

/** The lengths the API accepts, as the profile form's maxLength. */
export const PROFILE_LIMITS = {
  name: ProfileEditBodySchema.shape.firstName.unwrap().maxLength ?? undefined,
  phone: PhoneSchema.maxLength ?? undefined,
};
