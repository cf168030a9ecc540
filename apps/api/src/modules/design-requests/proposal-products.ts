import type { Design } from '@seed/domain/design';
import { shareUploads } from '../media/service';
import { createUserProduct, type StudioDeps } from '../studio/create-product';

const imageIds = (design: Design) =>
  Object.values(design.sides).flatMap((layers) =>
    (layers ?? []).flatMap((layer) => (layer.kind === 'image' ? [layer.mediaId] : [])),
  );

/**
 * Makes each design a product of the shopper's own, as the studio makes them (checked, rendered, never
 * listed), so the shopper can buy it. The designer's images become the shopper's too: the studio prints
 * only its owner's uploads. Run it in the proposal's transaction.
 */
export async function createProposalProducts(
  deps: StudioDeps,
  designs: Design[],
  designerId: number,
  shopperId: number,
): Promise<number[]> {
  const shared = await shareUploads(deps.db, [...new Set(designs.flatMap(imageIds))], designerId, shopperId);
  const productIds: number[] = [];
  for (const design of designs) {
    const sides = Object.fromEntries(
      Object.entries(design.sides).map(([side, layers]) => [
        side,
        (layers ?? []).map((layer) =>
          layer.kind === 'image' ? { ...layer, mediaId: shared.get(layer.mediaId)! } : layer,
        ),
      ]),
    );
    const created = await createUserProduct(deps, shopperId, { ...design, sides });
    productIds.push(created.productId);
  }
  return productIds;
}
