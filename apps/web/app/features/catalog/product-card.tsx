import type { Money } from '@seed/domain/money';
import { Link } from 'react-router';
import { useLocale } from '../../lib/use-locale';
import { FavoriteHeart } from './favorite-heart';
import type { ImageSources } from './image-sources';
import { ProductPrice } from './product-price';
import { ResponsiveImage } from './responsive-image';

/** What a card shows, already in the page's language (see product-cards.server.ts). */
export type ProductCardView = {
  id: number;
  name: string;
  price: Money;
  /** The earlier price to strike through, or null when the product is not on sale. */
  oldPrice: Money | null;
  image: ImageSources | null;
  artist: { id: number; name: string } | null;
};

/** high: the likely largest image of the first screen; eager: on the first screen; lazy: below it. */
export type ImageLoading = 'high' | 'eager' | 'lazy';

type ProductCardProps = {
  product: ProductCardView;
  imageLoading?: ImageLoading;
  /** The card's rendered width, for the browser to pick the image variant (the `sizes` attribute). */
  sizes: string;
};

/**
 * A product in a list: its photo and name link to its page, then its artist and price. The heart sits
 * over the photo, outside the link, since a button may not live inside a link.
 */
export function ProductCard({ product, imageLoading = 'lazy', sizes }: ProductCardProps) {
  const lang = useLocale();
  const { image, artist } = product;
  return (
    <article className="group relative flex h-full flex-col">
      <Link to={`/${lang}/products/${product.id}`} prefetch="intent" className="block">
        <div className="aspect-square overflow-hidden rounded-lg bg-neutral-100">
          {image && (
            <ResponsiveImage
              sources={image}
              sizes={sizes}
              width={300}
              height={300}
              alt=""
              priority={imageLoading}
              className="size-full object-cover transition group-hover:scale-105 motion-reduce:transition-none"
            />
          )}
        </div>
        <h3 className="mt-2 line-clamp-2 text-sm font-medium group-hover:underline">{product.name}</h3>
      </Link>
      {artist && (
        <Link
          to={`/${lang}/shop/artists/${artist.id}`}
          className="truncate py-1 text-xs text-neutral-600 hover:text-neutral-900 hover:underline"
        >
          {artist.name}
        </Link>
      )}
      <p className="mt-1 text-sm">
        <ProductPrice price={product.price} oldPrice={product.oldPrice} />
      </p>
      <FavoriteHeart
        kind="product"
        id={product.id}
        name={product.name}
        price={product.price}
        className="absolute top-1 end-1 bg-white/85"
      />
    </article>
  );
}
