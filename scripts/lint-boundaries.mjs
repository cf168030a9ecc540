// Fails when an import crosses a module boundary (.dependency-cruiser.cjs) or API modules import each other in
// a circle. dependency-cruiser checks files; the circle check is between modules, which it cannot express.
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const PATHS = ['apps/api/src', 'apps/web/app', 'apps/web/tests', 'packages'];
const MODULE = /^apps\/api\/src\/modules\/([^/]+)\/(.+)$/;
// Tests drive several modules, and routes.ts is where a module's HTTP calls compose others (an artist's
// page lists their products): below the routes, modules depend on each other in one direction only.
const NOT_CHECKED =
  /(\.test\.ts|fixtures\.ts|test-api\.ts|test-kit\.ts|test-client\.ts|test-app\.ts|stand-in\.ts|routes\.ts)$/;

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig('./tsconfig.base.json');
const result = await cruise(PATHS, { ...options, outputType: 'json' }, undefined, { tsConfig });
const cruised = JSON.parse(result.output);
const report = await format(cruised, { outputType: 'err-long' });
process.stdout.write(report.output);

/** Modules and the modules their files import, from the cruise. */
function moduleGraph(modules) {
  const graph = new Map();
  for (const { source, dependencies } of modules) {
    const from = MODULE.exec(source);
    if (!from || NOT_CHECKED.test(source)) continue;
    const targets = graph.get(from[1]) ?? new Set();
    for (const { resolved } of dependencies) {
      const to = MODULE.exec(resolved);
      if (to && to[1] !== from[1]) targets.add(to[1]);
    }
    graph.set(from[1], targets);
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan). */
function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node)).sort();
    if (group.length > 1) found.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const moduleCircles = circles(moduleGraph(cruised.modules));
for (const group of moduleCircles)
  console.error(
    `error api-module-circle: ${group.join(', ')} import each other in a circle (below routes.ts)`,
  );
if (report.exitCode !== 0 || moduleCircles.length > 0) process.exitCode = 1;
