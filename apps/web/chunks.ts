import type { GetModuleInfo, ManualChunkMeta } from 'rollup';

// A page's scripts are modulepreloaded over HTTP/1.1, six requests at a time: thirty small shared chunks
// cost five round trips before the page can hydrate, ~150 ms each on a slow phone link. So the app code
// every page runs (root, layouts and what they import) is one chunk, and what two or more browsing pages
// share is another. Route modules and packages keep Rollup's own chunking. See bench/README.md.
const SHELL_ROUTES = [
  /\/app\/root\.tsx$/,
  /\/app\/routes\/locale-layout\.tsx$/,
  /\/app\/routes\/layouts\/default-layout\.tsx$/,
];
const CATALOG_ROUTES = [
  /\/app\/routes\/home\.tsx$/,
  /\/app\/routes\/categories-[a-z]+\.tsx$/,
  /\/app\/routes\/product(s-list|-detail)\.tsx$/,
  /\/app\/routes\/shop-[a-z]+\.tsx$/,
  /\/app\/routes\/collection-[a-z]+\.tsx$/,
];
const ROUTE_MODULE = /\/app\/(root\.tsx|routes\/)/;
// Named so that they stay in the shell: otherwise Rollup files them under the first manual chunk that
// imports them, which can be `trans` below.
const SHELL_PACKAGES = /node_modules\/(react|i18next|react-i18next)\//;
const COMMONJS_HELPERS = '\0commonjsHelpers';
// <Trans> (and the HTML parser under it) is used by three cart and gift-card views only, but
// react-i18next's index imports it, so without this it would follow useTranslation into the shell.
const TRANS_COMPONENT =
  /node_modules\/(react-i18next\/dist\/es\/Trans(WithoutContext)?\.js|html-parse-stringify\/)/;

type Groups = Map<string, 'shell' | 'catalog'>;

/** The app modules statically imported, directly or not, by one route module (other routes and packages excluded). */
function importsOf(route: string, getModuleInfo: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const stack = [...(getModuleInfo(route)?.importedIds ?? [])];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || ROUTE_MODULE.test(id) || id.includes('node_modules') || id.startsWith('\0')) continue;
    seen.add(id);
    stack.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function groupModules({ getModuleIds, getModuleInfo }: ManualChunkMeta): Groups {
  const ids = [...getModuleIds()];
  const routes = (patterns: RegExp[]) => ids.filter((id) => patterns.some((pattern) => pattern.test(id)));
  const groups: Groups = new Map();
  for (const route of routes(SHELL_ROUTES))
    for (const id of importsOf(route, getModuleInfo)) groups.set(id, 'shell');
  const users = new Map<string, number>();
  for (const route of routes(CATALOG_ROUTES)) {
    for (const id of importsOf(route, getModuleInfo)) users.set(id, (users.get(id) ?? 0) + 1);
  }
  for (const [id, count] of users) if (count > 1 && !groups.has(id)) groups.set(id, 'catalog');
  return groups;
}

// The client and server builds run in one process; each has its own module graph, hence its own grouping.
const groupsByBuild = new WeakMap<GetModuleInfo, Groups>();

export function appChunk(id: string, meta: ManualChunkMeta): string | undefined {
  if (TRANS_COMPONENT.test(id)) return 'trans';
  if (SHELL_PACKAGES.test(id) || id.startsWith(COMMONJS_HELPERS)) return 'shell';
  let groups = groupsByBuild.get(meta.getModuleInfo);
  if (!groups) {
    groups = groupModules(meta);
    groupsByBuild.set(meta.getModuleInfo, groups);
  }
  return groups.get(id);
}
