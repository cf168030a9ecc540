/** What the address form holds, by field name, as typed. */
export type AddressValues = Partial<Record<string, string>>;

/** A message key of the `address.errors` section, by field name. */
export type AddressErrors = Partial<Record<string, 'required' | 'tooLong' | 'phone' | 'notInState'>>;
