import type { NewCartLine } from '@seed/domain/cart-line';
import { canPrintAt } from '@seed/domain/cart-print-position';
import { DomainError } from '@seed/domain/errors';
import type { CartCatalog, CatalogBundle, CatalogProduct, CatalogVariant } from './catalog';

type Resolved = { product: CatalogProduct; variant: CatalogVariant; bundle: CatalogBundle | null };

/**
 * Whether a line points at something real and consistent: a product the shopper may see (someone else's
 * own design or a guest's customised item is as good as unknown), a variant of that product's blank item, a print position it offers,
 * and, in a bundle, a bundle that includes the blank item. Whether it is still on sale is another matter:
 * such lines are kept and flagged.
 */
export function resolveLine(
  catalog: CartCatalog,
  line: NewCartLine,
  userId: number | null,
): Resolved | DomainError {
  const product = catalog.products.get(line.productId);
  const someoneElses =
    product &&
    (product.ownerUserId !== null
      ? product.ownerUserId !== userId
      : product.deviceId !== null && product.deviceId !== catalog.deviceId);
  if (!product || someoneElses) {
    return new DomainError('NOT_FOUND', `Product ${line.productId} not found`, {
      reason: 'PRODUCT_NOT_FOUND',
    });
  }
  const variant = catalog.variants.get(line.colorsToSizesId);
  if (!variant || variant.inventoryId !== product.inventory.id) {
    return new DomainError(
      'INVALID_DATA',
      `Colour and size ${line.colorsToSizesId} is not one of product ${line.productId}'s`,
      { reason: 'VARIANT_NOT_OF_PRODUCT' },
    );
  }
  const positions = {
    backPrint: product.inventory.backPrint,
    pocketPrint: product.inventory.pocketPrint,
    images: product.images,
    clientPrintPosition: product.clientPrintPosition,
  };
  if (!canPrintAt(line.printPosition, positions)) {
    return new DomainError(
      'INVALID_DATA',
      `Product ${line.productId} cannot be printed at ${line.printPosition}`,
      { reason: 'PRINT_POSITION_NOT_OFFERED', details: { printPosition: line.printPosition } },
    );
  }
  if (line.bundleId === null) return { product, variant, bundle: null };
  const bundle = catalog.bundles.get(line.bundleId);
  if (!bundle) return bundleNotFound(line.bundleId);
  if (!bundle.parts.some((part) => part.inventoryId === product.inventory.id)) {
    return new DomainError(
      'INVALID_DATA',
      `Product ${line.productId} is not part of bundle ${line.bundleId}`,
      {
        reason: 'ITEM_NOT_IN_BUNDLE',
      },
    );
  }
  return { product, variant, bundle };
}

export const isProblem = (value: Resolved | DomainError): value is DomainError =>
  value instanceof DomainError;

export function bundleNotFound(bundleId: number): DomainError {
  return new DomainError('NOT_FOUND', `Bundle ${bundleId} not found`, { reason: 'BUNDLE_NOT_FOUND' });
}

/** For a line being added or changed: it must resolve and be on sale now, or the request fails. */
export function assertCanAdd(catalog: CartCatalog, line: NewCartLine, userId: number | null): Resolved {
  const resolved = resolveLine(catalog, line, userId);
  if (isProblem(resolved)) throw resolved;
  if (!resolved.product.onSale) {
    throw new DomainError('NOT_FOUND', `Product ${line.productId} is not on sale`, {
      reason: 'PRODUCT_NOT_ON_SALE',
    });
  }
  if (resolved.bundle && !resolved.bundle.isActive) {
    throw new DomainError('NOT_FOUND', `Bundle ${resolved.bundle.id} is not on sale`, {
      reason: 'BUNDLE_NOT_ON_SALE',
    });
  }
  return resolved;
}
