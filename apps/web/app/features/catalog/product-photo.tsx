import { isPlaceholderMedia } from '@seed/domain/media-url';
import type { PrintPosition } from '@seed/domain/print-position';
import { DEFERRED_IMAGE_DELAY_MS } from '@seed/domain/timing';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/icons';
import { useLocale } from '../../lib/use-locale';
import type { ProductImage } from './product-view';
import { ResponsiveImage } from './responsive-image';

type ProductPhotoProps = {
  productId: number;
  position: PrintPosition;
  image: ProductImage | null;
  alt: string;
  sizes: string;
  priority?: 'high' | 'eager' | 'lazy';
};

// Square pictures; the numbers only give the box its shape before the image arrives.
const SIDE = 800;

/**
 * A product picture (spec §4, deferred product image): a real image is shown at once, in the variant
 * the screen needs up to the large one. A missing one, or the placeholder that marks a picture still
 * being rendered, shows a spinner while the picture is fetched, then its large version after 1.5 s.
 */
export function ProductPhoto({ productId, position, image, alt, sizes, priority }: ProductPhotoProps) {
  if (image?.sources && !isPlaceholderMedia(image)) {
    return (
      <ResponsiveImage
        sources={image.sources}
        sizes={sizes}
        width={SIDE}
        height={SIDE}
        alt={alt}
        priority={priority}
        className="size-full object-cover"
      />
    );
  }
  return <DeferredPhoto productId={productId} position={position} alt={alt} />;
}

function DeferredPhoto({
  productId,
  position,
  alt,
}: {
  productId: number;
  position: PrintPosition;
  alt: string;
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [src, setSrc] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    fetch(`/${lang}/products/${productId}/image?position=${position}`, { signal: controller.signal })
      .then((response) => response.json() as Promise<{ large: string | null }>)
      .then(({ large }) => {
        if (!large) return setFailed(true);
        timer = setTimeout(() => setSrc(large), DEFERRED_IMAGE_DELAY_MS);
      })
      .catch((error: unknown) => {
        // Spec §8: a failed image fetch is logged and shows nothing more.
        if (!controller.signal.aborted) {
          console.warn('product image fetch failed', error);
          setFailed(true);
        }
      });
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [lang, productId, position]);

  return (
    <div className="relative size-full">
      {!loaded && !failed && (
        <span role="status" className="absolute inset-0 flex items-center justify-center text-neutral-500">
          <Spinner />
          <span className="sr-only">{t('product.imageLoading')}</span>
        </span>
      )}
      {src && (
        <img
          src={src}
          alt={alt}
          width={SIDE}
          height={SIDE}
          onLoad={() => setLoaded(true)}
          className="size-full object-cover"
        />
      )}
    </div>
  );
}
