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
