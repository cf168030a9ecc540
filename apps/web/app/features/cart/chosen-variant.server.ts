import { products } from '@seed/contract/products';
import { DomainError } from '@seed/domain/errors';
import type { ApiClient } from '../../lib/api.server';

/**
 * The variant of a product's colour and size, as a form without scripts sends them (the colour and size
 * radios); a pair the product does not have is refused as not found.
 */
export async function chosenVariant(
  api: ApiClient,
  productId: number,
  colorId: number,
  sizeId: number,
): Promise<number> {
  const { colorsToSizes } = await api.call(products.detail, { params: { id: productId } });
  const variant = colorsToSizes.find((v) => v.colorId === colorId && v.sizeId === sizeId);
  if (!variant) throw new DomainError('NOT_FOUND', `Product ${productId} has no such colour and size`);
  return variant.id;
}
