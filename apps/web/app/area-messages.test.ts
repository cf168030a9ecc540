import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS, type Area } from './lib/i18n';
import routes from './routes';

// The root loader sends only the storefront messages; a page that shows an area's messages must have them
// sent by its route or a parent layout (`areaMessages` in lib/messages.server.ts), or it shows raw keys.
// This reads the source: for each page, the area namespaces named by the app modules it imports (a string
// that starts with `checkout.`, in quotes or backticks, covers t('…'), t(`…${x}`), i18nKey="…" and keys
// kept in constants), against the areas that the page's route chain loads. A key built whole from a
// variable (t(`${ns}.title`)) is out of its sight.

const APP = dirname(fileURLToPath(import.meta.url));

type RouteEntry = { file: string; id?: string; children?: RouteEntry[] };

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const AREA_KEY = new RegExp(`['"\`](${AREAS.join('|')})\\.`, 'g');
const AREA_LOAD = /areaMessages\([^[\]]*\[([^\]]*)\]/g;
const QUOTED = /['"](\w+)['"]/g;

const source = (file: string) => readFileSync(file, 'utf8');
const isRouteModule = (file: string) => /^(root\.tsx|routes\/)/.test(relative(APP, file));

function resolveImport(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, base].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The app modules `file` imports (type-only imports left out), each with the names it binds. */
function importsOf(file: string): { file: string; names: string[] }[] {
  return [...source(file).matchAll(IMPORT)].flatMap(([, clause = '', staticSpecifier, dynamicSpecifier]) => {
    const imported = resolveImport(file, staticSpecifier ?? dynamicSpecifier ?? '');
    if (!imported) return [];
    const names = [...clause.replace(/\btype\s+\w+(\s+as\s+\w+)?/g, '').matchAll(/(\w+)\s*(?=,|}|$)/g)].map(
      ([, name]) => name ?? '',
    );
    return [{ file: imported, names }];
  });
}

/** The given modules and the app modules they import, directly or not, other route modules excluded. */
function withImports(files: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...files];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file).flatMap((next) => (isRouteModule(next.file) ? [] : [next.file])));
  }
  return seen;
}

function areasNamed(text: string): Set<Area> {
  return new Set([...text.matchAll(AREA_KEY)].map(([, area]) => area as Area));
}

function areasUsed(files: Set<string>): Map<Area, string[]> {
  const used = new Map<Area, string[]>();
  for (const file of files) {
    for (const area of areasNamed(source(file)))
      used.set(area, [...(used.get(area) ?? []), relative(APP, file)]);
  }
  return used;
}

/** The areas whose messages a route's loader sends: its own module or a `.server.ts` helper it imports. */
function areasLoaded(route: string): Set<string> {
  const loaders = [...withImports([route])].filter((file) => file === route || file.endsWith('.server.ts'));
  return new Set(
    loaders.flatMap((file) =>
      [...source(file).matchAll(AREA_LOAD)].flatMap(([, list = '']) =>
        [...list.matchAll(QUOTED)].map(([, area]) => area ?? ''),
      ),
    ),
  );
}

/**
 * What a route's error boundary shows. It renders when the route's own loader failed, so only the areas
 * of the parent layouts are there for it: its body and the components it renders, read on their own.
 */
function boundaryAreas(route: string): Map<Area, string[]> {
  const body = /export function ErrorBoundary\([^)]*\)[^{]*\{([\s\S]*?)\n\}/.exec(source(route))?.[1] ?? '';
  const rendered = new Set([...body.matchAll(/<([A-Z]\w*)/g)].map(([, name]) => name));
  const components = importsOf(route).flatMap(({ file, names }) =>
    names.some((name) => rendered.has(name)) ? [file] : [],
  );
  const used = areasUsed(withImports(components));
  for (const area of areasNamed(body)) used.set(area, [...(used.get(area) ?? []), relative(APP, route)]);
  return used;
}

type Page = { route: RouteEntry; file: string; parents: string[] };

function pages(entries: RouteEntry[], parents: string[] = []): Page[] {
  return entries.flatMap((route) => {
    const file = join(APP, route.file);
    const children = pages(route.children ?? [], [...parents, file]);
    return [{ route, file, parents }, ...children];
  });
}

// Resource routes render nothing; the keys they hand out are shown by the page that called them.
const rendering = pages(routes as RouteEntry[]).filter(({ file }) => /export default/.test(source(file)));

describe('area messages', () => {
  it.each(rendering.map((page) => [page.route.id ?? page.route.file, page] as const))(
    '%s loads every area its page shows',
    (_, { file, parents }) => {
      const loaded = new Set([file, ...parents].flatMap((route) => [...areasLoaded(route)]));
      const missing = [...areasUsed(withImports([file]))].filter(([area]) => !loaded.has(area));
      expect(missing, 'used here, loaded by neither the route nor a parent layout').toEqual([]);
    },
  );

  it.each(rendering.map((page) => [page.route.id ?? page.route.file, page] as const))(
    "%s's error boundary needs no area of its own route",
    (_, { file, parents }) => {
      const loaded = new Set(parents.flatMap((route) => [...areasLoaded(route)]));
      const missing = [...boundaryAreas(file)].filter(([area]) => !loaded.has(area));
      expect(missing, 'used by the error boundary, loaded by no parent layout').toEqual([]);
    },
  );

  it('finds the areas of a page and the areas its loader sends', () => {
    const checkout = join(APP, 'routes/checkout-page.tsx');
    expect([...areasUsed(withImports([checkout])).keys()]).toEqual(['checkout']);
    expect([...areasLoaded(checkout)]).toEqual(['checkout']);
    expect([...areasLoaded(join(APP, 'routes/layouts/artist-portal-layout.tsx'))]).toEqual(['artistPortal']);
  });
});
