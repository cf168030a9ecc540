import {
  isPrintPositionAllowed,
  type PrintPosition,
  type ProductPrintOptions,
  productPrintPositions,
} from './print-position';

type CartProduct = ProductPrintOptions & { clientPrintPosition: PrintPosition };

/**
 * Where a product may be printed when it goes in the cart: the product page's positions (FRONT always,
 * as its gallery shows it; BACK and POCKET by spec §4's product rule), and the position its own design
 * was made for. BOTH stands for front and back together.
 */
export function canPrintAt(position: PrintPosition, product: CartProduct): boolean {
  const positions = new Set<PrintPosition>([
    'FRONT',
    ...productPrintPositions(product),
    product.clientPrintPosition,
  ]);
  return isPrintPositionAllowed(position, [...positions]);
}
