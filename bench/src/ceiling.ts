// The ceiling of `npm run bench`: a bare Fastify server answering the same bytes from memory, so the
// real endpoints can be reported as a share of what this machine's HTTP stack can do at all. Each
// `<name>=<body-file>` is answered at /ceiling/<name>: replies of different sizes have different ceilings.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, contentType, ...bodies] = process.argv.slice(2);
if (!port || !contentType || bodies.length === 0)
  throw new Error('usage: ceiling.ts <port> <content-type> <name>=<body-file>…');
const app = Fastify({ logger: false });
for (const pair of bodies) {
  const [name, file] = pair.split('=');
  if (!name || !file) throw new Error(`not <name>=<body-file>: ${pair}`);
  const body = readFileSync(file);
  app.get(`/ceiling/${name}`, (_req, reply) => reply.type(contentType).send(body));
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
