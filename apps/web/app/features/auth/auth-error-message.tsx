import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem } from '@seed/domain/auth-password';
import { useTranslation } from 'react-i18next';
import type { AuthErrorKey } from './auth-errors';
import { FormMessage } from './auth-fields';

/** The message of a refused sign-in form (see auth-action.server.ts), when there is one. */
export function AuthErrorMessage({ error }: { error: AuthErrorKey | PasswordProblem | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <FormMessage>
      {t(`auth.errors.${error}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
    </FormMessage>
  );
}
