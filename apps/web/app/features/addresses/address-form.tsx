import { ADDRESS_PLACE_FIELDS, type AddressPlaceField, addressFieldLabel } from '@seed/domain/address-fields';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import type { AddressErrors, AddressValues } from './address-values';
import { type CountryForm, type CountryOption, countryFormPath } from './country-form';

type AddressFormProps = {
  countries: CountryOption[];
  /** The form of the country in `values` (or the default country). */
  countryForm: CountryForm;
  values: AddressValues;
  errors: AddressErrors;
  /** The API's refusal, when it had one. */
  message?: string;
  submitLabel: string;
};

type FormField =
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'addressNickname'
  | AddressPlaceField
  | 'address'
  | 'additional';

const isPlaceField = (name: string): name is AddressPlaceField =>
  (ADDRESS_PLACE_FIELDS as readonly string[]).includes(name);

const input =
  'mt-1 w-full rounded-md border border-neutral-300 px-3 py-2 aria-[invalid=true]:border-red-600 focus:border-neutral-900';

function Field(props: {
  label: string;
  required: boolean;
  error?: string;
  children: (ids: { id: string; errorId: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
        {!props.required && <span className="ms-1 text-neutral-600">({t('address.optional')})</span>}
      </label>
      {props.children({ id, errorId })}
      {props.error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * An address in the fields of its country (spec §3): changing the country fetches that country's form,
 * and fields both countries share keep what was typed. Without scripts the country's form follows on
 * the next submission, which the server answers with the new country's fields.
 */
export function AddressForm({
  countries,
  countryForm,
  values,
  errors,
  message,
  submitLabel,
}: AddressFormProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigation = useNavigation();
  const [form, setForm] = useState(countryForm);
  const [state, setState] = useState(values.state ?? '');
  const [loadingCountry, setLoadingCountry] = useState(false);
  const citiesId = useId();

  const changeCountry = async (code: string) => {
    setLoadingCountry(true);
    try {
      const response = await fetch(countryFormPath(lang, code));
      if (response.ok) {
        setForm((await response.json()) as CountryForm);
        setState('');
      }
    } finally {
      setLoadingCountry(false);
    }
  };

  const errorText = (field: string) => {
    const key = errors[field];
    return key ? t(`address.errors.${key}`) : undefined;
  };
  const labelOf = (name: FormField) =>
    t(`address.fields.${isPlaceField(name) ? addressFieldLabel(form.code, name) : name}`);
  const text = (
    name: FormField,
    required: boolean,
    extra: { type?: string; dir?: 'ltr'; list?: string } = {},
  ) => (
    <Field key={name} label={labelOf(name)} required={required} error={errorText(name)}>
      {({ id, errorId }) => (
        <input
          id={id}
          name={name}
          type={extra.type ?? 'text'}
          dir={extra.dir}
          list={extra.list}
          required={required}
          defaultValue={values[name] ?? ''}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? errorId : undefined}
          className={input}
        />
      )}
    </Field>
  );
  const placeField = ({ field, required }: { field: AddressPlaceField; required: boolean }) => {
    if (field === 'state' && form.states.length > 0) {
      return (
        <Field key={field} label={labelOf(field)} required={required} error={errorText(field)}>
          {({ id }) => (
            <select
              id={id}
              name="state"
              required={required}
              value={state}
              onChange={(event) => setState(event.target.value)}
              className={input}
            >
              <option value="">{t('address.choose')}</option>
              {form.states.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    }
    if (field === form.citiesField && form.cities.length > 0)
      return text(field, required, { list: citiesId });
    return text(field, required, field === 'postalCode' ? { dir: 'ltr' } : {});
  };
  const cities = form.cities.filter((city) => !state || city.state === state);

  return (
    <Form method="post" className="grid max-w-2xl gap-4">
      {message && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', true)}
        {text('lastName', true)}
      </div>
      {text('phone', true, { type: 'tel', dir: 'ltr' })}
      {text('addressNickname', false)}
      <Field label={t('address.fields.country')} required error={errorText('country')}>
        {({ id }) => (
          <select
            id={id}
            name="country"
            required
            defaultValue={form.code}
            aria-busy={loadingCountry || undefined}
            onChange={(event) => void changeCountry(event.target.value)}
            className={input}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">{form.fields.map(placeField)}</div>
      <datalist id={citiesId}>
        {cities.map((city) => (
          <option key={`${city.state}-${city.name}`} value={city.name} />
        ))}
      </datalist>
      {text('address', false)}
      {text('additional', false)}
      <div>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={navigation.state === 'submitting'}
          className="rounded-md bg-neutral-900 px-5 py-2.5 font-bold text-white hover:bg-neutral-700 disabled:opacity-60"
        >
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
