import { decimalAmount } from '@seed/domain/money';
import { useNonce } from '../../lib/nonce';
import type { ProductView } from './product-view';

/**
 * schema.org `Product` data for search engines: name, picture, price in the page's currency and
 * whether any variant is in stock. The nonce lets it through the CSP like every inline script; `<` is
 * escaped so no text in the data can close the script element.
 */
export function ProductJsonLd({ product, url }: { product: ProductView; url: string }) {
  const nonce = useNonce();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.summary,
    sku: String(product.id),
    url,
    ...(product.shareImage && { image: product.shareImage }),
    ...(product.artist && { brand: { '@type': 'Brand', name: product.artist.name } }),
    offers: {
      '@type': 'Offer',
      url,
      price: decimalAmount(product.price),
      priceCurrency: product.price.currency,
      availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides a nonce after parsing, so the client never sees the server's value.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be the script's raw text; every "<" is escaped, so no tag can close it.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
