import { EmailSchema, SignUpBodySchema } from '@seed/contract/auth';
import { PASSWORD_MAX_LENGTH } from '@seed/domain/auth-password';

/** The lengths the API accepts, as the sign-in forms' maxLength: the browser stops where the API would refuse. */
export const AUTH_LIMITS = {
  email: EmailSchema.in.maxLength ?? undefined,
  name: SignUpBodySchema.shape.firstName.maxLength ?? undefined,
  phone: SignUpBodySchema.shape.phone.unwrap().maxLength ?? undefined,
  password: PASSWORD_MAX_LENGTH,
};
