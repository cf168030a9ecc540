import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Spinner } from '../../components/ui/icons';
import { useToast } from '../../components/ui/toast';
import { compressImage, NotAnImageError } from '../../lib/image-compression';
import { useLocale } from '../../lib/use-locale';

export const profilePhotoPath = (lang: string) => `/${lang}/profile/photo`;

/**
 * The profile photo with its upload: the chosen image is compressed in the browser before it is sent
 * (spec §5); a file that is not an image is refused with a message. Without scripts the form posts the
 * original file.
 */
export function ProfilePhoto({ photo, initials }: { photo: string | null; initials: string }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { toast, toastFromApiError } = useToast();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const compressed = await compressImage(file);
      const form = new FormData();
      form.set('file', compressed, 'photo.jpg');
      const response = await fetch(profilePhotoPath(lang), {
        method: 'POST',
        body: form,
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) {
        if (!toastFromApiError(await response.json().catch(() => null))) {
          toast({ message: t('profile.photoFailed'), type: 'danger' });
        }
        return;
      }
      toast({ message: t('profile.photoSaved'), type: 'success' });
      await revalidate();
    } catch (error) {
      const key = error instanceof NotAnImageError ? 'profile.photoNotImage' : 'profile.photoFailed';
      toast({ message: t(key), type: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      method="post"
      action={profilePhotoPath(lang)}
      encType="multipart/form-data"
      className="flex items-center gap-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-neutral-200 text-2xl font-bold text-neutral-700">
        {photo ? <img src={photo} alt={t('profile.photo')} className="size-full object-cover" /> : initials}
      </div>
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-neutral-300 px-3 py-2 text-sm font-medium hover:bg-neutral-50"
        >
          {busy && <Spinner />}
          {t('profile.changePhoto')}
        </label>
        <input
          id={inputId}
          type="file"
          name="file"
          accept="image/*"
          disabled={busy}
          className="sr-only"
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <noscript>
          <button type="submit" className="ms-2 text-sm underline">
            {t('profile.uploadPhoto')}
          </button>
        </noscript>
        <p className="mt-1 text-xs text-neutral-600">{t('profile.photoHint')}</p>
      </div>
    </form>
  );
}
