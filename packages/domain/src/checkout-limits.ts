// Limits of the checkout's fields, shared by the contract (which refuses more) and the web's forms.

/** The longest voucher code. */
export const VOUCHER_CODE_MAX = 32;

/** The longest gift card code. */
export const GIFT_CARD_CODE_MAX = 32;

/** The longest delivery method id the API hands out and takes back. */
export const DELIVERY_ID_MAX = 60;

/** The longest note a shopper writes on an order. */
export const ORDER_NOTE_MAX = 1000;
