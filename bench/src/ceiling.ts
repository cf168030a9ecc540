// The ceiling of `npm run bench`: a bare Fastify server answering the same bytes from memory, so the
// real endpoints can be reported as a share of what this machine's HTTP stack can do at all.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodyFile, contentType, port] = process.argv.slice(2);
if (!bodyFile || !contentType || !port)
  throw new Error('usage: ceiling.ts <body-file> <content-type> <port>');
const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get('/ceiling', (_req, reply) => reply.type(contentType).send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
