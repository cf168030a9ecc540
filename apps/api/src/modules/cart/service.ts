import { randomBytes } from 'node:crypto';
import type { Db } from '@seed/db/client';
import { cartItems } from '@seed/db/schema/carts';
import { users } from '@seed/db/schema/users';
import { newBundleUniqueKey } from '@seed/domain/bundle-key';
import { assertBundleComposition } from '@seed/domain/cart-bundle';
import {
  addLines,
  asksMore,
  type CartEdit,
  changeLineVariant,
  diffLines,
  mergeBag,
  type NextId,
  removeBundle,
  removeLine,
  setLineCount,
} from '@seed/domain/cart-edit';
import type { CartLine, NewCartLine } from '@seed/domain/cart-line';
import { assertInStock } from '@seed/domain/cart-stock';
import type { Currency } from '@seed/domain/currency';
import type { DomainError } from '@seed/domain/errors';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type BundleDesignDeps, createBundleDesigns, type DesignItem } from '../bundles/designs';
import { claimDeviceProducts } from '../products/owned-products';
import { type CartCatalog, findCartCatalog } from './catalog';
import { assertCanAdd, bundleNotFound, isProblem, resolveLine } from './line-checks';
import { type CartPresentation, presentLines } from './present';

/** The columns of a stored cart line, as the cart's rules read them. */
export const storedColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  colorsToSizesId: cartItems.colorsToSizesId,
  count: cartItems.count,
  printPosition: cartItems.printPosition,
  bundleId: cartItems.bundleId,
  uniqueKey: cartItems.uniqueKey,
  createdAt: cartItems.createdAt,
  updatedAt: cartItems.updatedAt,
};

// Oldest first, so a line just added is at the end, where the panel scrolls to it.
async function storedLines(db: Db, userId: number) {
  return db
    .select(storedColumns)
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/** Work to do on a cart's lines before they are shown (the pictures of their colours). */
export type LinesHook = (lines: readonly CartLine[]) => Promise<void>;

/** A signed-in shopper's cart, priced in their currency: the spec's `items` and `total`. */
export async function loadBag(
  db: Db,
  userId: number,
  presentation: CartPresentation,
  beforeShown?: LinesHook,
) {
  const lines = await storedLines(db, userId);
  await beforeShown?.(lines);
  const catalog = await findCartCatalog(db, lines, userId);
  const { lines: items, total } = presentLines(lines, catalog, presentation);
  return { items, total };
}

/** Which of `productIds` are in the user's cart, on any line. */
export async function productIdsInBag(db: Db, userId: number, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: cartItems.productId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
  return new Set(rows.map((row) => row.productId));
}

/**
 * The cart's total in KWD fils, which voucher minimums are set in, and in the shopper's currency; both
 * from one reading of the cart.
 */
export async function bagSubtotals(db: Db, userId: number, currency: Currency) {
  const lines = await storedLines(db, userId);
  const catalog = await findCartCatalog(db, lines, userId);
  const total = (priced: Currency) =>
    presentLines(lines, catalog, { currency: priced, mediaBase: '', userId }).total;
  return { subtotalFils: total('KWD').amount, subtotal: total(currency) };
}

type Edit = (lines: CartLine[], catalog: CartCatalog, nextId: NextId) => CartEdit;

/**
 * Runs one edit of a user's cart in a transaction: the user's row is locked so two edits of the same cart
 * queue up instead of both reading the old lines; the edit's rules (domain/cart-edit) run on the stored
 * lines; what it adds is checked against the catalogue and the stock; then only the difference is written.
 * Returns the ids of the lines added or changed.
 */
async function editBag(db: Db, userId: number, refs: NewCartLine[], edit: Edit): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const before = await storedLines(tx, userId);
    const catalog = await findCartCatalog(tx, [...before, ...refs], userId);
    let placeholder = 0;
    const result = edit(before, catalog, () => --placeholder);
    for (const line of result.lines) if (asksMore(line, before)) assertCanAdd(catalog, line, userId);
    assertInStock(before, result.lines, (id) => catalog.variants.get(id)?.count ?? 0);
    return persist(tx, userId, before, result);
  });
}

async function persist(db: Db, userId: number, before: CartLine[], result: CartEdit): Promise<number[]> {
  const diff = diffLines(before, result.lines);
  const mine = (ids: number[]) => and(eq(cartItems.userId, userId), inArray(cartItems.id, ids));
  if (diff.deleted.length > 0) await db.delete(cartItems).where(mine(diff.deleted));
  for (const line of diff.updated) {
    await db
      .update(cartItems)
      .set({ count: line.count, colorsToSizesId: line.colorsToSizesId })
      .where(mine([line.id]));
  }
  const ids = new Map<number, number>();
  if (diff.inserted.length > 0) {
    const rows = await db
      .insert(cartItems)
      .values(diff.inserted.map(({ id: _placeholder, ...line }) => ({ ...line, userId })))
      .returning({ id: cartItems.id });
    diff.inserted.forEach((line, index) => {
      const row = rows[index];
      if (row) ids.set(line.id, row.id);
    });
  }
  return result.touched.map((id) => ids.get(id) ?? id);
}

export function addToBag(db: Db, userId: number, additions: NewCartLine[]) {
  return editBag(db, userId, additions, (lines, _catalog, nextId) => addLines(lines, additions, nextId));
}

/** Adds the items of one bundle under one new uniqueKey: all of them or, if any is refused, none. */
export function addBundleToBag(
  db: Db,
  userId: number,
  bundleId: number,
  items: Omit<NewCartLine, 'bundleId' | 'uniqueKey'>[],
) {
  const uniqueKey = newBundleUniqueKey(randomBytes);
  const lines = items.map((item) => ({ ...item, bundleId, uniqueKey }));
  return editBag(db, userId, lines, (before, catalog, nextId) => {
    const bundle = catalog.bundles.get(bundleId);
    if (!bundle) throw bundleNotFound(bundleId);
    const parts = lines.map((line) => {
      const { product } = assertCanAdd(catalog, line, userId);
      return { inventoryId: product.inventory.id, count: line.count };
    });
    assertBundleComposition(bundle, parts);
    return addLines(before, lines, nextId);
  });
}

/**
 * Adds a bundle the shopper customised: each item becomes their own product from its template and
 * values, and the lines go in under one new uniqueKey, all in one transaction: a refused item leaves
 * neither products nor lines behind.
 */
export function addDesignedBundleToBag(
  deps: BundleDesignDeps,
  userId: number,
  bundleId: number,
  items: DesignItem[],
) {
  return createBundleDesigns(deps, { userId }, bundleId, items, (tx, lines) =>
    addBundleToBag(tx, userId, bundleId, lines),
  );
}

export function editLine(db: Db, userId: number, id: number, colorsToSizesId: number, count: number) {
  return editBag(db, userId, [], (lines) => changeLineVariant(lines, id, colorsToSizesId, count));
}

export function setCount(db: Db, userId: number, id: number, count: number) {
  return editBag(db, userId, [], (lines) => setLineCount(lines, id, count));
}

export function removeFromBag(db: Db, userId: number, id: number) {
  return editBag(db, userId, [], (lines) => ({ lines: removeLine(lines, id), touched: [] }));
}

export function removeBundleFromBag(db: Db, userId: number, uniqueKey: string) {
  return editBag(db, userId, [], (lines) => ({ lines: removeBundle(lines, uniqueKey), touched: [] }));
}

/** A guest's line left out, with the code of the refusal it would have been. */
type DroppedLine = { reason: 'NOT_FOUND' | 'INVALID_DATA'; message: string; line: NewCartLine };

function droppedAs({ code, message }: DomainError) {
  return { reason: code === 'NOT_FOUND' ? ('NOT_FOUND' as const) : ('INVALID_DATA' as const), message };
}

/**
 * Merges a guest's local cart into the user's at sign-in (spec §4), for the Accounts module to call.
 * Idempotent: a line already there keeps the larger count and a bundle already there (same uniqueKey) is
 * left alone, so the same bag sent twice changes nothing the second time. Nothing the guest chose is
 * refused for stock; such lines are flagged in the cart instead. Lines that point at nothing real are
 * dropped and returned, as are lines that would take the cart past its 100 lines.
 */
export async function mergeGuestBag(db: Db, userId: number, bag: NewCartLine[], deviceId: string | null) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    if (deviceId !== null)
      await claimDeviceProducts(
        tx,
        userId,
        deviceId,
        bag.map((line) => line.productId),
      );
    const before = await storedLines(tx, userId);
    const catalog = await findCartCatalog(tx, bag, userId);
    const dropped: DroppedLine[] = [];
    const valid = bag.filter((line) => {
      const resolved = resolveLine(catalog, line, userId);
      if (isProblem(resolved)) dropped.push({ ...droppedAs(resolved), line });
      return !isProblem(resolved);
    });
    let placeholder = 0;
    const result = mergeBag(before, valid, () => --placeholder);
    const changedIds = await persist(tx, userId, before, result);
    return { changedIds, dropped, skipped: result.skipped };
  });
}

/**
 * A guest's cart rebuilt from their local lines (spec §4): priced here, never by the client. Lines that
 * point at nothing real are left out and listed in `dropped`; lines that cannot be bought are flagged.
 * The guest's own customised items are read for their device.
 */
export async function buildGuestBag(
  db: Db,
  lines: CartLine[],
  presentation: CartPresentation,
  deviceId: string | null,
  beforeShown?: LinesHook,
) {
  await beforeShown?.(lines);
  const catalog = await findCartCatalog(db, lines, null, deviceId);
  const dropped = lines.flatMap((line) => {
    const resolved = resolveLine(catalog, line, null);
    return isProblem(resolved) ? [{ id: line.id, ...droppedAs(resolved) }] : [];
  });
  const { lines: bags, total } = presentLines(lines, catalog, presentation);
  return { bags: bags.map((bag) => ({ ...bag, countSingle: bag.count })), totalPrice: total, dropped };
}
