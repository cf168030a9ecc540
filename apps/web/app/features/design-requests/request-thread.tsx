import type { designRequests } from '@seed/contract/design-requests';
import type { ReplyOf } from '@seed/contract/endpoint';
import { intlLocale } from '@seed/domain/locale';
import { useTranslation } from 'react-i18next';
import { Price } from '../../components/price';
import { useLocale } from '../../lib/use-locale';

type Content = ReplyOf<typeof designRequests.detail>['contents'][number];

function Products({ products }: { products: Content['products'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {products.map((product) => {
        const name = locale === 'ar' ? product.nameAr : product.nameEn;
        return (
          <li key={product.id} className="rounded-lg border border-neutral-200 p-2">
            {product.media?.url.medium && (
              <img
                src={product.media.url.medium}
                alt={name}
                width={300}
                height={300}
                className="aspect-square w-full rounded-md object-contain"
              />
            )}
            <p className="mt-2 text-sm font-medium">{name}</p>
            <p className="text-sm">
              <Price money={product.price} />
            </p>
            {product.inCart && (
              <p className="text-xs font-bold text-green-800">{t('designRequests.inCart')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The conversation, oldest first (the latest content is the last entry, spec §4). */
export function RequestThread({
  contents,
  viewerIsShopper,
}: {
  contents: Content[];
  viewerIsShopper: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const authorName = (author: Content['author']) =>
    author === 'SHOPPER'
      ? t(viewerIsShopper ? 'designRequests.you' : 'designRequests.shopper')
      : t('designRequests.designer');
  return (
    <ol className="grid gap-4">
      {contents.map((content) => (
        <li
          key={content.id}
          className={`rounded-lg border p-4 ${content.author === 'DESIGNER' ? 'border-green-200 bg-green-50' : 'border-neutral-200'}`}
        >
          <p className="flex flex-wrap justify-between gap-2 text-sm text-neutral-700">
            <span className="font-bold text-neutral-900">{authorName(content.author)}</span>
            <time dateTime={new Date(content.createdAt).toISOString()}>
              {date.format(new Date(content.createdAt))}
            </time>
          </p>
          <p className="mt-2 whitespace-pre-line">{content.message}</p>
          {content.images.length > 0 && (
            <ul className="mt-3 flex flex-wrap gap-2">
              {content.images.map((image) => (
                <li key={image.id}>
                  <a href={image.url} target="_blank" rel="noreferrer">
                    <img
                      src={image.media?.url.small ?? image.url}
                      alt={image.name}
                      width={120}
                      height={120}
                      className="h-28 w-28 rounded-md border border-neutral-200 object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {content.files.length > 0 && (
            <ul className="mt-3 grid gap-1">
              {content.files.map((file) => (
                <li key={file.id}>
                  <a href={file.url} className="text-sm underline" download>
                    {t('designRequests.download', { name: file.name })}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {content.products.length > 0 && <Products products={content.products} />}
        </li>
      ))}
    </ol>
  );
}
