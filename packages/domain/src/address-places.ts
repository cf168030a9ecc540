/** A listed place (a Kuwaiti area, a city elsewhere) and the state it lies in. */
export type ListedPlace = { nameEn: string; nameAr: string; state: string };

const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/**
 * The state a listed place really lies in when the address puts it in another one ("Khaldiya" with Hawalli),
 * else null. A place the list does not know is left alone: the lists name the common places, not all.
 */
export function placeStateMismatch(
  places: readonly ListedPlace[],
  state: string | null | undefined,
  place: string | null | undefined,
): ListedPlace | null {
  if (!state || !place?.trim()) return null;
  const wanted = normal(place);
  const matches = places.filter((p) => normal(p.nameEn) === wanted || normal(p.nameAr) === wanted);
  if (matches.length === 0 || matches.some((p) => p.state === state)) return null;
  return matches[0] ?? null;
}
