import { describe, expect, it } from 'vitest';
import { canPrintAt } from './cart-print-position';

const tee = {
  backPrint: true,
  pocketPrint: false,
  images: [{ type: 'FRONT' }, { type: 'BACK' }],
  clientPrintPosition: 'FRONT' as const,
};

describe('canPrintAt', () => {
  it('allows the positions the product page offers, and both sides when front and back are', () => {
    expect(canPrintAt('FRONT', tee)).toBe(true);
    expect(canPrintAt('BACK', tee)).toBe(true);
    expect(canPrintAt('BOTH', tee)).toBe(true);
    expect(canPrintAt('POCKET', tee)).toBe(false);
    expect(canPrintAt('EMBROIDERY', tee)).toBe(false);
  });

  it('needs a back picture and a blank item that takes back prints for BACK', () => {
    expect(canPrintAt('BACK', { ...tee, images: [{ type: 'FRONT' }] })).toBe(false);
    expect(canPrintAt('BACK', { ...tee, backPrint: false })).toBe(false);
    expect(canPrintAt('FRONT', { ...tee, images: [] })).toBe(true);
  });

  it("allows the position the shopper's own design was made for", () => {
    expect(canPrintAt('EMBROIDERY', { ...tee, clientPrintPosition: 'EMBROIDERY' })).toBe(true);
    expect(canPrintAt('POCKET', { ...tee, pocketPrint: true })).toBe(true);
  });
});
