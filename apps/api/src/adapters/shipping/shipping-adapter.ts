/** What a shipping adapter is asked: the parcel and where it goes. */
export type ShippingRequest = {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Grams. */
  weight: number;
  /** KWD fils, for free-delivery thresholds. */
  subtotal: number;
  now: Date;
};

/** One way to deliver, priced in KWD fils. */
export type DeliveryQuote = {
  /** Opaque and stable: checkout sends it back and the server prices it again. */
  id: string;
  nameEn: string;
  nameAr: string;
  price: number;
  isFree: boolean;
  minDays: number;
  maxDays: number;
  expectedDeliveryDate: string;
  freeShippingThreshold: number | null;
  international: boolean;
};

/**
 * Delivery prices and times (DESIGN §6): the rate table in the database by default; a carrier's rate API
 * (Aramex) can take its place. Called outside transactions: a carrier's answer may take a while.
 */
export interface ShippingAdapter {
  quotes(request: ShippingRequest): Promise<DeliveryQuote[]>;
}
