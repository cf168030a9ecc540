import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { inputClass } from './form-fields';

const small = 'rounded-md bg-neutral-900 px-3 py-1 text-sm font-semibold text-white';

/** One artwork's featured rank: a number puts it first on the home page, empty takes it off. */
export function ArtworkPickForm({
  id,
  name,
  featuredRank,
}: {
  id: number;
  name: string;
  featuredRank: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      className="flex items-end gap-2"
      aria-label={t('admin.catalogue.home.artworkForm', { name })}
    >
      <input type="hidden" name="form" value="artwork" />
      <input type="hidden" name="id" value={id} />
      <label className="flex flex-col gap-1 text-sm">
        <span>{t('admin.catalogue.fields.featuredRank')}</span>
        <input
          name="featuredRank"
          defaultValue={featuredRank ?? ''}
          dir="ltr"
          inputMode="numeric"
          size={4}
          className={inputClass}
        />
      </label>
      <button type="submit" className={small}>
        {t('admin.catalogue.save')}
      </button>
    </Form>
  );
}

/** One artist: featured on the home page or not, and their rank among artists. */
export function ArtistPickForm({
  id,
  name,
  isFeatured,
  rank,
}: {
  id: number;
  name: string;
  isFeatured: boolean;
  rank: number;
}) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      className="flex items-end gap-2"
      aria-label={t('admin.catalogue.home.artistForm', { name })}
    >
      <input type="hidden" name="form" value="artist" />
      <input type="hidden" name="id" value={id} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isFeatured" value="on" defaultChecked={isFeatured} />
        <span>{t('admin.catalogue.home.featured')}</span>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>{t('admin.catalogue.fields.rank')}</span>
        <input
          name="rank"
          defaultValue={rank}
          dir="ltr"
          inputMode="numeric"
          size={4}
          className={inputClass}
        />
      </label>
      <button type="submit" className={small}>
        {t('admin.catalogue.save')}
      </button>
    </Form>
  );
}
