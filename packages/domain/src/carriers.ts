/**
 * The carriers staff ship with. A carrier's tracking page is its template with the number in `{n}`; OTHER
 * has none, so the shopper gets the number alone.
 */
export const CARRIERS = ['ARAMEX', 'DHL', 'SMSA', 'NAQEL', 'KUWAIT_POST', 'OTHER'] as const;
export type Carrier = (typeof CARRIERS)[number];

const TRACKING_URLS: Record<Carrier, string | null> = {
  ARAMEX: 'https://www.aramex.com/track/results?ShipmentNumber={n}',
  DHL: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={n}',
  SMSA: 'https://www.smsaexpress.com/trackingdetails?tracknumbers={n}',
  NAQEL: 'https://www.naqelexpress.com/en/tracking?waybills={n}',
  // Kuwait Post has no tracking page that takes the number in its address; 17TRACK follows postal items.
  KUWAIT_POST: 'https://t.17track.net/en#nums={n}',
  OTHER: null,
};

// Letters, digits and the separators carriers print on labels; anything else is a typing mistake.
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,59}$/;

export const CARRIER_NAMES: Record<Carrier, { en: string; ar: string }> = {
  ARAMEX: { en: 'Aramex', ar: 'أرامكس' },
  DHL: { en: 'DHL', ar: 'دي إتش إل' },
  SMSA: { en: 'SMSA Express', ar: 'سمسا' },
  NAQEL: { en: 'Naqel', ar: 'ناقل' },
  KUWAIT_POST: { en: 'Kuwait Post', ar: 'بريد الكويت' },
  OTHER: { en: 'Other carrier', ar: 'ناقل آخر' },
};

/** The carrier's public tracking page for this number, or null for a carrier without one. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const template = TRACKING_URLS[carrier];
  return template ? template.replace('{n}', encodeURIComponent(trackingNumber.trim())) : null;
}
