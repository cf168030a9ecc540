export type ProductPrices = {
  price: number;
  discountedPrice?: number | null;
  oldPrice?: number | null;
};

// Two ways of marking a sale exist in the data: an explicit discounted price, or a struck-through old
// price above the current one. Either shows the product as discounted.
export function isDiscounted(product: ProductPrices): boolean {
  const { price, discountedPrice, oldPrice } = product;
  return (discountedPrice ?? 0) > 0 || (oldPrice ?? 0) > price;
}

type Amount = { amount: number };

/**
 * The earlier price to strike through beside the current one, or null. A sale marked only by a
 * discounted price has no earlier price to show, and an old price at or below the price is no sale.
 */
export function struckThroughPrice<M extends Amount>(prices: {
  price: M;
  oldPrice?: M | null;
  isDiscounted: boolean;
}): M | null {
  const { price, oldPrice, isDiscounted } = prices;
  return isDiscounted && oldPrice && oldPrice.amount > price.amount ? oldPrice : null;
}
