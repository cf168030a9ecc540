import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAnImageError } from '../../lib/image-compression';
import { useLocale } from '../../lib/use-locale';
import { StudioRequestError, uploadImage } from '../studio/studio-client';
import type { ImageIssueView } from './bundle-view';

type Props = {
  label: string;
  /** The form field that carries the media id. */
  name: string;
  /** The file input's name: without scripts the file goes with the form and the action uploads it. */
  fileName: string;
  value: string;
  issue: ImageIssueView | undefined;
  /** Where a guest signs in first; null when signed in. */
  signInHref: string | null;
  onChange: (mediaId: string) => void;
};

/**
 * A template's image control: the shopper's photo, uploaded as soon as it is picked; the control's value
 * is the upload's media id (a hidden field). Guests are sent to sign in, since uploads need an account.
 */
export function TemplateImageField({ label, name, fileName, value, issue, signInHref, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thumbnail, setThumbnail] = useState<string | null>(null);

  if (signInHref) {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-bold">{label}</p>
        <p className="text-neutral-700">{t('bundles.photo.guest')}</p>
        <a href={signInHref} className="self-start underline underline-offset-4">
          {t('bundles.photo.signIn')}
        </a>
      </div>
    );
  }

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const photo = await uploadImage(lang, file, 'jpeg');
      setThumbnail(photo.url);
      onChange(String(photo.mediaId));
    } catch (failure) {
      if (failure instanceof NotAnImageError) setError(t('bundles.photo.notAnImage'));
      else if (failure instanceof StudioRequestError && failure.status < 500) setError(failure.message);
      else setError(t('bundles.photo.failed'));
    } finally {
      setBusy(false);
    }
  };
  const remove = () => {
    setThumbnail(null);
    onChange('');
  };

  return (
    <div className="flex flex-col gap-2 text-sm">
      <input type="hidden" name={name} value={value} />
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {value && thumbnail && (
          <img src={thumbnail} alt="" width={64} height={64} className="size-16 rounded-md object-cover" />
        )}
        <input
          id={id}
          name={fileName}
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={onFile}
          className="max-w-full text-sm file:me-3 file:rounded-md file:border file:border-neutral-300 file:bg-white file:px-3 file:py-2"
        />
        {value && (
          <button
            type="button"
            onClick={remove}
            className="rounded-md border border-neutral-300 px-3 py-2 hover:bg-neutral-100"
          >
            {t('bundles.photo.remove')}
          </button>
        )}
      </div>
      <p aria-live="polite" className="text-neutral-700">
        {busy ? t('bundles.photo.uploading') : value ? t('bundles.photo.added') : t('bundles.photo.hint')}
      </p>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      {issue && (
        <p role="status" className={issue.severity === 'block' ? 'font-bold text-red-800' : 'text-amber-900'}>
          {t(issue.severity === 'block' ? 'bundles.photo.tooSmall' : 'bundles.photo.lowResolution', {
            dpi: issue.dpi,
          })}
        </p>
      )}
    </div>
  );
}
