import { LOCALES } from '@seed/domain/locale';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';

type ProfileValues = {
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string;
  locale: string;
};

const input = 'mt-1 w-full rounded-md border border-neutral-300 px-3 py-2 focus:border-neutral-900';

/** Name, phone and language; the e-mail is shown, not edited (it changes through a verified sign-in). */
// The API's lengths (profile-limits.server.ts), sent by the loader.
type ProfileLimits = { name?: number; phone?: number };
type ProfileFormProps = { values: ProfileValues; limits: ProfileLimits; message?: string };

export function ProfileForm({ values, limits, message }: ProfileFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <Form method="post" className="grid max-w-xl gap-4">
      {message && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium">
          {t('profile.firstName')}
          <input
            name="firstName"
            required
            maxLength={limits.name}
            defaultValue={values.firstName}
            className={input}
          />
        </label>
        <label className="block text-sm font-medium">
          {t('profile.lastName')}
          <input
            name="lastName"
            required
            maxLength={limits.name}
            defaultValue={values.lastName}
            className={input}
          />
        </label>
      </div>
      <label className="block text-sm font-medium">
        {t('profile.phone')}
        <input
          name="phone"
          type="tel"
          dir="ltr"
          maxLength={limits.phone}
          defaultValue={values.phone ?? ''}
          className={input}
        />
      </label>
      <label className="block text-sm font-medium">
        {t('profile.email')}
        <input
          value={values.email}
          readOnly
          dir="ltr"
          className={`${input} bg-neutral-100 text-neutral-700`}
        />
      </label>
      <label className="block text-sm font-medium">
        {t('profile.language')}
        <select name="locale" defaultValue={values.locale} className={input}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`profile.languages.${locale}`)}
            </option>
          ))}
        </select>
      </label>
      <div>
        <button
          type="submit"
          disabled={navigation.state === 'submitting'}
          className="rounded-md bg-neutral-900 px-5 py-2.5 font-bold text-white hover:bg-neutral-700 disabled:opacity-60"
        >
          {t('profile.save')}
        </button>
      </div>
    </Form>
  );
}
