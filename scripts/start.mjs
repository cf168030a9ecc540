// `npm start`: the first start builds what it needs (the web, when its build is missing or older than its
// sources), then runs the one-process server. Workspaces are TypeScript run by tsx (decision 0003).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

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

const builtAt = existsSync(builtFile) ? statSync(builtFile).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building the web (its build is missing or older than its sources)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@seed/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// In this process rather than a child: Ctrl-C and `docker stop` signal the server directly, once. A wrapper
// that forwarded them would deliver Ctrl-C twice (the terminal signals the whole group), and the server
// takes a second signal as "exit now" instead of finishing in-flight requests.
register();
await import('../apps/server/src/main.ts');
