import { useLocation } from 'react-router';
import { useLocale } from '../../lib/use-locale';

/**
 * Where the product pages of this visit live: /{lang}/shop/products inside the shop, else
 * /{lang}/products (spec §2 has both), so links between them keep the shopper in the same layout.
 */
export function useProductsBase(): string {
  const lang = useLocale();
  const { pathname } = useLocation();
  return pathname.startsWith(`/${lang}/shop/`) ? `/${lang}/shop/products` : `/${lang}/products`;
}
