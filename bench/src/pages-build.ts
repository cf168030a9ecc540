// Builds the web when its build is missing or older than its sources, as `npm start` does (scripts/start.mjs):
// measuring a stale build would report the budgets of code that is no longer there.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  const entries = readdirSync(path, { recursive: true, withFileTypes: true });
  return Math.max(
    stats.mtimeMs,
    ...entries.map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

export function buildWebIfNeeded(root: string, force: boolean): void {
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
  const builtAt = existsSync(builtFile) ? statSync(builtFile).mtimeMs : 0;
  if (!force && builtAt >= Math.max(...sources.map(newestChange))) return;
  console.log('building the web (forced, or its build is missing or older than its sources)…');
  execFileSync('npm', ['run', 'build', '-w', '@seed/web'], { cwd: root, stdio: 'inherit' });
}
