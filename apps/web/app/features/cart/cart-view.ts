import type { Money } from '@seed/domain/money';
import type { PrintPosition } from '@seed/domain/print-position';

// What the cart's components get: one language, only what they show. Built on the server from the API's
// answer (cart-api.server.ts); nothing here is computed in the browser from anything but the API's prices.

type Availability = 'AVAILABLE' | 'UNAVAILABLE' | 'SOLD_OUT' | 'NOT_ENOUGH_STOCK';

type CartVariantView = { id: number; colorId: number; sizeId: number; count: number };

export type CartLineView = {
  /** The guest's line id or the signed-in cart item id; what the line's actions send. */
  id: number;
  productId: number;
  colorsToSizesId: number;
  count: number;
  printPosition: PrintPosition;
  uniqueKey: string | null;
  name: string;
  price: Money;
  /** The struck-through unit price, when there is a sale or a bundle discount. */
  oldPrice: Money | null;
  sumPrice: Money;
  image: string | null;
  availability: Availability;
  /** Units in stock of the line's colour and size. */
  stock: number;
  ownedByUser: boolean;
  /** A shopper's own design: its picture is the only place the design shows, so it is described. */
  customized: boolean;
  bundle: { id: number; name: string; discountPercentage: number } | null;
  colorId: number;
  sizeId: number;
  colors: { id: number; value: string; name: string }[];
  sizes: { id: number; label: string; labelAr: string | null }[];
  variants: CartVariantView[];
};

export type CartView = {
  signedIn: boolean;
  lines: CartLineView[];
  total: Money;
  /** How many lines were taken out because they could not be read or no longer exist. */
  dropped: number;
};

/** The lines as the panel shows them: single lines, and the lines of each bundle together. */
type CartGroup =
  | { kind: 'line'; line: CartLineView }
  | { kind: 'bundle'; uniqueKey: string; name: string; discountPercentage: number; lines: CartLineView[] };

export function groupLines(lines: readonly CartLineView[]): CartGroup[] {
  const groups: CartGroup[] = [];
  for (const line of lines) {
    if (!line.uniqueKey || !line.bundle) {
      groups.push({ kind: 'line', line });
      continue;
    }
    const group = groups.find((g) => g.kind === 'bundle' && g.uniqueKey === line.uniqueKey);
    if (group?.kind === 'bundle') group.lines.push(line);
    else {
      const { name, discountPercentage } = line.bundle;
      groups.push({ kind: 'bundle', uniqueKey: line.uniqueKey, name, discountPercentage, lines: [line] });
    }
  }
  return groups;
}

/**
 * A bundle's lines added up for its heading: what they cost now and before the bundle discount, from the
 * API's unit prices (shown, never charged from here).
 */
export function bundleTotals(lines: readonly CartLineView[]): { total: Money; before: Money } | null {
  const [first] = lines;
  if (!first) return null;
  const currency = first.sumPrice.currency;
  const total = lines.reduce((sum, line) => sum + line.sumPrice.amount, 0);
  const before = lines.reduce((sum, line) => sum + (line.oldPrice ?? line.price).amount * line.count, 0);
  return { total: { amount: total, currency }, before: { amount: before, currency } };
}

export type VoucherView = {
  code: string;
  valid: boolean;
  percent: number;
  /** A fixed-amount voucher's amount; null for a percent one. */
  amountOff: Money | null;
  problem: string | null;
  minAmount: Money | null;
  /** What it takes off this cart, as the API says for a signed-in shopper, else worked out the same way. */
  saving: Money | null;
};

export type CartOffers = {
  amountDiscount: { percent: number; next: { percent: number; remaining: Money } | null } | null;
  freeShipping: { reached: boolean; remaining: Money; percent: number } | null;
  voucher: VoucherView | null;
};

/** What the cart page says about a change that failed: the refusal's text, or none when it was ours. */
export type CartFailure = { refusal: string | null };
