import type { Currency } from '@seed/domain/currency';
import { DomainError } from '@seed/domain/errors';
import type { Locale } from '@seed/domain/locale';
import { convertFils } from '@seed/domain/money';
import type { CommerceOptions } from '../../http/commerce';
import { findAddress } from '../addresses/service';
import { emptyCart, readCheckoutCart } from '../cart/checkout-cart';
import { attachStockToOrder, reserveStock } from '../inventory/stock';
import { createOrder, findByIdempotencyKey, type OrderRow } from '../orders/records';
import { recordPaymentAttempt } from '../payments/service';
import { artistSharesOf } from '../products/artist-shares';
import { lockUser } from '../users/service';
import { spendWallet, walletBalance } from '../wallet/service';
import { readDiscountTiers } from './discount-tiers';
import { completePaidOrder } from './paid';
import { cartBlockers, priceOrder, quoteDelivery } from './pricing';
import { lockVoucher, recordVoucherUse, voucherStanding } from './voucher-use';

type PlaceOrderBody = {
  idempotencyKey: string;
  deliveryAddressId: number;
  deliveryId: string;
  paymentMethodId: number;
  voucherCode?: string;
  useWallet: boolean;
  note?: string;
  orderNote?: string;
  personalNotes?: string;
  isGift?: boolean;
};

type Shopper = { userId: number; currency: Currency; locale: Locale };

/** The attempt to pay the gateway for, with the method the shopper chose; null when nothing is due there. */
export type PaymentAttempt = { id: number; methodId: number };

type Placed = { order: OrderRow; created: boolean; payment: PaymentAttempt | null };

/**
 * Places an order from the shopper's cart. What may take time or fail outside (delivery quote, payment
 * methods) is asked first; then one transaction locks the user, the voucher and the variants (in that
 * order everywhere), prices everything again from the server's data, reserves stock, spends the wallet,
 * writes the order and empties the cart. The same idempotency key returns the first order.
 */
export async function placeOrder(
  options: CommerceOptions,
  shopper: Shopper,
  body: PlaceOrderBody,
): Promise<Placed> {
  const { db, shipping, gateway, mediaBase } = options;
  const { userId, currency } = shopper;
  const earlier = await findByIdempotencyKey(db, userId, body.idempotencyKey);
  if (earlier) return { order: earlier, created: false, payment: null };

  const address = await findAddress(db, userId, body.deliveryAddressId);
  if (!address) {
    throw new DomainError('NOT_FOUND', `Address ${body.deliveryAddressId} not found`, {
      reason: 'DELIVERY_ADDRESS_NOT_FOUND',
    });
  }
  const seen = await readCheckoutCart(db, userId, { currency, mediaBase, userId });
  if (seen.priced.length === 0) throw cartEmpty();
  const quote = await quoteDelivery(shipping, body.deliveryId, address.country, seen);
  // The methods (and their limits) for the amount the gateway will charge, as the checkout page asked them;
  // the order's own transaction prices it again under the locks.
  const standing = body.voucherCode
    ? await voucherStanding(db, body.voucherCode, userId, seen.subtotal)
    : null;
  const charged = priceOrder({
    subtotal: seen.subtotal,
    tiers: await readDiscountTiers(db),
    voucher: standing?.problem === null ? standing.voucher : null,
    deliveryPrice: quote.price,
    walletBalance: await walletBalance(db, userId),
    useWallet: body.useWallet,
  }).price;
  const methods = await gateway.listMethods(convertFils(Math.max(1, charged), currency));
  if (!methods.some((method) => method.PaymentMethodId === body.paymentMethodId)) {
    throw new DomainError('INVALID_DATA', `Payment method ${body.paymentMethodId} is not offered`, {
      reason: 'PAYMENT_METHOD_UNAVAILABLE',
    });
  }

  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const repeated = await findByIdempotencyKey(tx, userId, body.idempotencyKey);
    if (repeated) return { order: repeated, created: false, payment: null };

    const cart = await readCheckoutCart(tx, userId, { currency, mediaBase, userId });
    if (cart.priced.length === 0) throw cartEmpty();
    const blocked = cart.priced.find((line) => line.availability !== 'AVAILABLE');
    if (blocked?.availability === 'UNAVAILABLE') {
      throw new DomainError('CONFLICT', `${blocked.nameEn} is no longer on sale`, {
        reason: 'CART_ITEM_UNAVAILABLE',
      });
    }
    if (blocked) throw new DomainError('OUT_OF_STOCK', `${blocked.nameEn} is out of stock`);
    if (cart.weight !== seen.weight || cart.subtotal !== seen.subtotal) {
      throw new DomainError(
        'CONFLICT',
        'Your cart or its prices changed while you checked out; review it and try again',
        { reason: 'CART_CHANGED' },
      );
    }
    if (cartBlockers(cart).length > 0) {
      throw new DomainError(
        'CONFLICT',
        'Some items in your cart are no longer available; review it and try again',
        { reason: 'CART_ITEM_UNAVAILABLE' },
      );
    }

    const voucher = body.voucherCode
      ? await lockVoucher(tx, body.voucherCode, { userId, subtotal: cart.subtotal, currency })
      : null;
    const totals = priceOrder({
      subtotal: cart.subtotal,
      tiers: await readDiscountTiers(tx),
      voucher,
      deliveryPrice: quote.price,
      walletBalance: await walletBalance(tx, userId),
      useWallet: body.useWallet,
    });
    // Stock is taken first, so a buyer who is too late is refused before any of the order is written; the
    // movements learn the order's id once it exists.
    const sold = await reserveStock(
      tx,
      cart.priced.map((line) => ({
        colorsToSizesId: line.colorsToSizesId,
        count: line.count,
        name: line.nameEn,
      })),
      { reason: 'SALE' },
    );
    const paidByWallet = totals.price === 0;
    // The artist's margin of each line as it is now: later changes of margin never reach this order.
    const shares = await artistSharesOf(
      tx,
      cart.priced.map((line) => line.productId),
    );
    const order = await createOrder(
      tx,
      {
        userId,
        subtotal: totals.subtotal,
        deliveryPrice: totals.deliveryPrice,
        discount: totals.discount,
        price: totals.price,
        percent: voucher?.percent ?? 0,
        currency,
        paidBy: paidByWallet ? 'WALLET' : 'GATEWAY',
        paymentMethodId: paidByWallet ? null : body.paymentMethodId,
        isUsedWallet: totals.walletUsed > 0,
        paymentWalletAmount: totals.walletUsed,
        voucherId: voucher?.id ?? null,
        notes: body.note ?? null,
        orderNote: body.orderNote ?? null,
        personalNotes: body.personalNotes ?? null,
        isGift: body.isGift ?? false,
        expectedDeliveryDate: quote.expectedDeliveryDate,
        internationalOrder: quote.international,
        addressId: address.id,
        address: snapshot(address),
        idempotencyKey: body.idempotencyKey,
      },
      cart.priced.map((line) => ({
        productId: line.productId,
        colorsToSizesId: line.colorsToSizesId,
        bundleId: line.bundleId,
        uniqueKey: line.uniqueKey,
        nameEn: line.nameEn,
        nameAr: line.nameAr,
        unitPrice: line.price.amount,
        count: line.count,
        printPosition: line.printPosition,
        artistId: shares.get(line.productId)?.artistId ?? null,
        artistMargin: shares.get(line.productId)?.margin ?? 0,
      })),
    );
    await attachStockToOrder(tx, sold, order.id);
    if (voucher) await recordVoucherUse(tx, voucher.id, userId, order.id);
    await spendWallet(tx, userId, order.id, totals.walletUsed);
    await emptyCart(tx, userId);

    if (paidByWallet) {
      return {
        order: await completePaidOrder(tx, order, 'Paid from the wallet'),
        created: true,
        payment: null,
      };
    }
    const payment = await recordPaymentAttempt(
      tx,
      order.id,
      gateway.name,
      convertFils(totals.price, currency),
    );
    return {
      order,
      created: true,
      payment: { id: payment.id, methodId: body.paymentMethodId },
    };
  });
}

function cartEmpty() {
  return new DomainError('INVALID_DATA', 'Your cart is empty', { reason: 'CART_EMPTY' });
}

function snapshot(address: NonNullable<Awaited<ReturnType<typeof findAddress>>>) {
  const { createdAt: _created, updatedAt: _updated, ...kept } = address;
  return kept;
}
