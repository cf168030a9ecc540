// Builds the web when its build is missing or older than its sources (or always, with --force). Used by
// `npm start` (first start builds what it needs) and by the benchmarks, which must not measure stale code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtFile = join(web, 'build/server/index.js');
// The server build bundles the web's code and the shared packages it imports.
const sources = [
  join(web, 'app'),
  join(web, 'public'),
  join(web, 'package.json'),
  join(web, 'vite.config.ts'),
  join(web, 'react-router.config.ts'),
  join(web, 'precompress.ts'),
  join(root, 'packages/domain/src'),
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  const entries = readdirSync(path, { recursive: true, withFileTypes: true });
  return Math.max(
    stats.mtimeMs,
    ...entries.map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

export function buildWebIfStale(force = false) {
  const builtAt = existsSync(builtFile) ? statSync(builtFile).mtimeMs : 0;
  if (!force && builtAt >= Math.max(...sources.map(newestChange))) return;
  console.log('Building the web (forced, or its build is missing or older than its sources)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@seed/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale(process.argv.includes('--force'));
