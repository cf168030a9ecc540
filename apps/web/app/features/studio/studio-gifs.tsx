import type { DesignSide } from '@seed/domain/design';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale';
import { fittingWidth, gifLayer } from './new-layer';
import { type GifResult, searchGifs } from './studio-client';
import type { StudioItem } from './studio-item';
import type { StudioAction } from './studio-state';

type Props = { item: StudioItem; side: DesignSide; dispatch: (action: StudioAction) => void };

/** GIF stickers: a search, then a row of results to add. Only shown when the API has GIF search on. */
export function StudioGifs({ item, side, dispatch }: Props) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [gifs, setGifs] = useState<GifResult[]>([]);
  const [failed, setFailed] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '');
    setFailed(false);
    try {
      setGifs(await searchGifs(lang, query));
    } catch {
      setFailed(true);
    }
  };

  return (
    <section aria-label={t('studio.gifs')}>
      <form onSubmit={onSubmit} className="flex gap-2">
        <input
          name="q"
          type="search"
          aria-label={t('studio.gifSearch')}
          placeholder={t('studio.gifSearch')}
          className="min-w-0 flex-1 rounded-md border border-neutral-300 px-2 py-1.5 text-sm"
        />
        <button type="submit" className="rounded-md border border-neutral-300 px-3 text-sm">
          {t('studio.search')}
        </button>
      </form>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('studio.gifsFailed')}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {gifs.map((gif) => (
          <button
            key={gif.id}
            type="button"
            onClick={() => {
              const aspect = gif.height / gif.width;
              dispatch({
                type: 'add',
                side,
                layer: gifLayer(gif.id, gif.previewUrl, aspect, fittingWidth(item, side, aspect, 0.4)),
              });
            }}
            className="rounded-md border border-neutral-300 p-1"
          >
            <img src={gif.previewUrl} alt={t('studio.gifSticker')} className="h-14 w-auto" />
          </button>
        ))}
      </div>
    </section>
  );
}
