import type { AddressBody } from '@seed/contract/addresses';
import type { Db } from '@seed/db/client';
import { addresses } from '@seed/db/schema/addresses';
import { addressFieldLabel, keepAddressFields, missingAddressFields } from '@seed/domain/address-fields';
import { placeStateMismatch } from '@seed/domain/address-places';
import { DomainError } from '@seed/domain/errors';
import { and, asc, count, eq, getTableColumns, isNull } from 'drizzle-orm';
import { countryConfig, isKnownState, knownCountry, listCities, listStates } from '../locations/service';

// A shopper keeps a home, a work place and a few relatives' doors; more is a script filling the table.
export const MAX_ADDRESSES_PER_USER = 20;

const { userId: _owner, deletedAt: _deleted, ...addressColumns } = getTableColumns(addresses);

const ownLive = (userId: number) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

/** The user's addresses, oldest first, so their order does not jump when one is edited. */
export async function listAddresses(db: Db, userId: number) {
  return db.select(addressColumns).from(addresses).where(ownLive(userId)).orderBy(asc(addresses.id));
}

/** One of the user's own addresses, or null: another user's address is as unknown as a missing one. */
export async function findAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .select(addressColumns)
    .from(addresses)
    .where(and(eq(addresses.id, id), ownLive(userId)));
  return row ?? null;
}

// The country's own rules decide which place fields are required and which are kept.
function checkedValues(body: AddressBody) {
  const country = knownCountry(body.country);
  if (!country) {
    throw new DomainError('INVALID_DATA', `Unknown country ${body.country}`, {
      reason: 'ADDRESS_COUNTRY_UNKNOWN',
      details: { country: body.country },
    });
  }
  const missing = missingAddressFields(country, body);
  if (missing.length > 0) {
    throw new DomainError('INVALID_DATA', `An address in ${country} needs: ${missing.join(', ')}`, {
      reason: 'ADDRESS_FIELDS_MISSING',
      details: { fields: missing.join(',') },
    });
  }
  if (body.state && !isKnownState(country, body.state)) {
    throw new DomainError('INVALID_DATA', `Unknown state ${body.state} for ${country}`, {
      reason: 'ADDRESS_STATE_UNKNOWN',
    });
  }
  checkPlaceInState(country, body);
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    phone: body.phone,
    addressNickname: body.addressNickname || null,
    addressType: body.addressType ?? null,
    ...keepAddressFields(country, body),
    country,
    address: body.address || null,
    additional: body.additional || null,
    lat: body.lat ?? null,
    lng: body.lng ?? null,
  };
}

// Without scripts the form cannot narrow the areas to the chosen governorate, so the pair is checked here.
// The refusal names the place and the state it lies in, in both languages, for either page to show.
function checkPlaceInState(country: string, body: AddressBody) {
  const placeField = countryConfig(country).citiesField;
  const place = body[placeField];
  const elsewhere = placeStateMismatch(listCities(country, 'en'), body.state, place);
  if (!elsewhere) return;
  const states = listStates(country, 'en');
  const stateOf = (code: string) => states.find((s) => s.code === code);
  const lies = stateOf(elsewhere.state);
  throw new DomainError(
    'INVALID_DATA',
    `${place} is in ${lies?.nameEn ?? elsewhere.state}, not in ${stateOf(body.state ?? '')?.nameEn ?? body.state}: choose the ${placeField}'s own ${addressFieldLabel(country, 'state')}`,
    {
      reason: placeField === 'area' ? 'ADDRESS_AREA_NOT_IN_STATE' : 'ADDRESS_CITY_NOT_IN_STATE',
      details: {
        placeEn: elsewhere.nameEn,
        placeAr: elsewhere.nameAr,
        stateEn: lies?.nameEn ?? elsewhere.state,
        stateAr: lies?.nameAr ?? elsewhere.state,
      },
    },
  );
}

export async function createAddress(db: Db, userId: number, body: AddressBody) {
  const values = checkedValues(body);
  const [held] = await db.select({ count: count() }).from(addresses).where(ownLive(userId));
  if ((held?.count ?? 0) >= MAX_ADDRESSES_PER_USER) {
    throw new DomainError('CONFLICT', `At most ${MAX_ADDRESSES_PER_USER} addresses; delete one first`, {
      reason: 'ADDRESS_LIMIT_REACHED',
      details: { maximum: MAX_ADDRESSES_PER_USER },
    });
  }
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning(addressColumns);
  if (!row) throw new DomainError('CONFLICT', 'The address could not be saved; try again');
  return row;
}

export async function updateAddress(db: Db, userId: number, id: number, body: AddressBody) {
  const [row] = await db
    .update(addresses)
    .set(checkedValues(body))
    .where(and(eq(addresses.id, id), ownLive(userId)))
    .returning(addressColumns);
  if (!row) throw new DomainError('NOT_FOUND', `Address ${id} not found`);
  return row;
}

/** Hides the address; the row stays for the orders that were shipped to it. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .update(addresses)
    .set({ deletedAt: new Date() })
    .where(and(eq(addresses.id, id), ownLive(userId)))
    .returning({ id: addresses.id });
  if (!row) throw new DomainError('NOT_FOUND', `Address ${id} not found`);
}

/** Hides all of a user's addresses, when the account is deleted. */
export async function deleteAllAddresses(db: Db, userId: number): Promise<void> {
  await db.update(addresses).set({ deletedAt: new Date() }).where(ownLive(userId));
}
