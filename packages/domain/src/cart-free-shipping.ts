type FreeShippingProgress = {
  reached: boolean;
  /** How much more the subtotal needs, in its units; 0 once reached. */
  remaining: number;
  /** How far along, 0 to 100, for a progress bar. */
  percent: number;
};

/** How close a subtotal is to free delivery; both amounts in the same units. */
export function freeShippingProgress(subtotal: number, threshold: number): FreeShippingProgress {
  const spent = Math.max(0, subtotal);
  if (threshold <= 0 || spent >= threshold) return { reached: true, remaining: 0, percent: 100 };
  return { reached: false, remaining: threshold - spent, percent: Math.floor((spent * 100) / threshold) };
}
