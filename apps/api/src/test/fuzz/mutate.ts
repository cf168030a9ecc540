import fc from 'fast-check';
import { nastyText, wrongType } from './nasty-values';

type Path = (string | number)[];

// Every node under the root, containers included, so a whole object or list can be replaced too.
function nodePaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...nodePaths(item, path)];
  });
}

type Change =
  | { kind: 'replace'; value: unknown }
  | { kind: 'drop' }
  | { kind: 'add'; name: string; value: unknown };

function applyAt(value: unknown, path: Path, change: Change): unknown {
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (rest.length > 0) {
    copy[key] = applyAt(copy[key], rest, change);
  } else if (change.kind === 'replace') {
    copy[key] = change.value;
  } else if (change.kind === 'drop') {
    if (Array.isArray(copy)) (copy as unknown[]).splice(Number(key), 1);
    else delete copy[key];
  } else {
    const target = copy[key];
    if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
      copy[key] = { ...target, [change.name]: change.value };
    }
  }
  return copy;
}

const change: fc.Arbitrary<Change> = fc.oneof(
  // Text most of all: a string field is where unchecked input reaches the database.
  { weight: 4, arbitrary: nastyText.map((value) => ({ kind: 'replace' as const, value })) },
  { weight: 2, arbitrary: wrongType.map((value) => ({ kind: 'replace' as const, value })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'drop' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.oneof(nastyText, fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'role')),
        wrongType,
      )
      .map(([name, value]) => ({ kind: 'add' as const, name, value })),
  },
);

const getAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);

const POISON = ['\u0000', '\ud800', '\udc00', '\u0000\u0000'];

/** One string somewhere in a plausible value with a character the database cannot store slipped in. */
export function poisonOneString<T>(value: T): fc.Arbitrary<T> {
  const paths = nodePaths(value).filter((path) => typeof getAt(value, path) === 'string');
  if (paths.length === 0) return fc.constant(value);
  return fc
    .tuple(fc.constantFrom(...paths), fc.nat(), fc.constantFrom(...POISON))
    .map(([path, at, poison]) => {
      const text = getAt(value, path) as string;
      const cut = text.length ? at % (text.length + 1) : 0;
      return applyAt(value, path, {
        kind: 'replace',
        value: text.slice(0, cut) + poison + text.slice(cut),
      }) as T;
    });
}

/** One hostile change somewhere in a plausible value: a node replaced, dropped, or given an extra field. */
export function mutateOnce<T>(value: T): fc.Arbitrary<T> {
  const paths = nodePaths(value);
  if (paths.length === 0) return fc.constant(value);
  return fc.tuple(fc.constantFrom(...paths), change).map(([path, one]) => applyAt(value, path, one) as T);
}
