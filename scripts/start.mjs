// `npm start`: builds what it needs (the web, when its build is missing or older than its sources; the server
// bundle, always, in well under a second), then runs the one-process server from that bundle (decision 0006).
import { pathToFileURL } from 'node:url';
import { buildServer, serverBundle } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

buildWebIfStale();
await buildServer();
// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);

// In this process rather than a child: Ctrl-C and `docker stop` signal the server directly, once. A wrapper
// that forwarded them would deliver Ctrl-C twice (the terminal signals the whole group), and the server
// takes a second signal as "exit now" instead of finishing in-flight requests.
await import(pathToFileURL(serverBundle).href);
