// `npm start`: the first start builds what it needs (the web, when its build is missing or older than its
// sources), then runs the one-process server. Workspaces are TypeScript run by tsx (decision 0003).
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './web-build.mjs';

buildWebIfStale();

// In this process rather than a child: Ctrl-C and `docker stop` signal the server directly, once. A wrapper
// that forwarded them would deliver Ctrl-C twice (the terminal signals the whole group), and the server
// takes a second signal as "exit now" instead of finishing in-flight requests.
register();
await import('../apps/server/src/main.ts');
