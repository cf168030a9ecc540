// The colour and size pickers of a product page (spec §2, §4): sizes follow the chosen colour, a size
// that is not in stock for it is shown disabled, and a chosen size that stops being available gives
// way to the first one that is.

/** A stock variant (ColorToSize) as far as choosing goes. */
export type Variant = { id: number; colorId: number; sizeId: number; count: number };

export type SizeOption = { sizeId: number; available: boolean };

// Ids the blank item puts in order (sizesPosition, colorsPosition) come first, in that order; any other
// id keeps the order it first appears in the variants, so a gap in the positions hides nothing.
function ordered(ids: readonly number[], position: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  const rank = (id: number) => {
    const index = position.indexOf(id);
    return index === -1 ? position.length + unique.indexOf(id) : index;
  };
  return unique.sort((a, b) => rank(a) - rank(b));
}

/** The colours the variants come in, in display order. */
export function colorChoices(variants: readonly Variant[], colorsPosition: readonly number[] = []): number[] {
  return ordered(
    variants.map((variant) => variant.colorId),
    colorsPosition,
  );
}

/**
 * Every size of the item, in display order, each available only when the chosen colour has it in
 * stock. Sizes the colour lacks are still listed (disabled), so the row does not jump between colours.
 */
export function sizeChoices(
  variants: readonly Variant[],
  colorId: number | null,
  sizesPosition: readonly number[] = [],
): SizeOption[] {
  const inStock = new Set(
    variants
      .filter((variant) => variant.colorId === colorId && variant.count > 0)
      .map((variant) => variant.sizeId),
  );
  return ordered(
    variants.map((variant) => variant.sizeId),
    sizesPosition,
  ).map((sizeId) => ({ sizeId, available: inStock.has(sizeId) }));
}

/** The chosen size if it is still available, else the first available one, else none. */
export function keepAvailableSize(options: readonly SizeOption[], chosen: number | null): number | null {
  const available = options.filter((option) => option.available);
  if (available.some((option) => option.sizeId === chosen)) return chosen;
  return available[0]?.sizeId ?? null;
}

/** The variant of a colour and size, or null when the pair has none (the selection is then cleared). */
export function matchingVariant<V extends Variant>(
  variants: readonly V[],
  colorId: number | null,
  sizeId: number | null,
): V | null {
  return variants.find((variant) => variant.colorId === colorId && variant.sizeId === sizeId) ?? null;
}

/**
 * The colour and size a page opens with: the preferred colour (a product's own) when it has a size in
 * stock, else the first colour that has, else the first colour; then that colour's first available size.
 */
export function initialChoice(
  variants: readonly Variant[],
  order: { colorsPosition?: readonly number[]; sizesPosition?: readonly number[] },
  preferredColorId: number | null = null,
): { colorId: number | null; sizeId: number | null } {
  const colors = colorChoices(variants, order.colorsPosition);
  const inStock = (colorId: number) => variants.some((v) => v.colorId === colorId && v.count > 0);
  const colorId =
    colors.find((id) => id === preferredColorId && inStock(id)) ?? colors.find(inStock) ?? colors[0] ?? null;
  return { colorId, sizeId: keepAvailableSize(sizeChoices(variants, colorId, order.sizesPosition), null) };
}
