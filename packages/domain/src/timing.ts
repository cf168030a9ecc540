// Interface timings and sizes of spec §9, kept in one place so the web and its tests agree on them.

/** A removed guest line stays on screen this long so the removal can be seen. */
export const GUEST_REMOVAL_DELAY_MS = 1000;

export const TOAST_DURATION_MS = { error: 5000, default: 3000 } as const;

/** A newly added cart line is scrolled to after the panel opens, then its highlight fades. */
export const NEW_LINE_SCROLL_DELAY_MS = 500;
export const NEW_LINE_HIGHLIGHT_MS = 8000;

/** A product still showing the placeholder image swaps in its fetched large image after this delay. */
export const DEFERRED_IMAGE_DELAY_MS = 1500;

/** Below this width the cart slides from the bottom and popovers become centred modals. */
export const MOBILE_BREAKPOINT_PX = 768;
export const POPOVER_MARGIN_PX = 10;

export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  heightPx: 3,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;
