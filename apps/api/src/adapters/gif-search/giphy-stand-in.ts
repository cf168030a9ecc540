import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A GIF made of `frames` one-pixel frames, written by hand so that thousands cost nothing to make. */
export function manyFrameGif(frames: number): Buffer {
  const header = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 0, 0];
  const frame = [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0];
  return Buffer.from([...header, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
}

/**
 * Giphy's search and GIF-by-id endpoints on a local port, answering for the key `test-key` only, with the
 * GIFs given by id; what the server asked is kept in `requests`.
 */
export async function startGiphyStandIn(gifs: Record<string, Buffer>) {
  const requests: URL[] = [];
  let base = '';
  const entry = (id: string) => ({
    id,
    images: {
      fixed_width: { url: `${base}/files/${id}.gif`, width: '200', height: '150' },
      original: { url: `${base}/files/${id}.gif`, width: '400', height: '300' },
    },
  });
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    requests.push(url);
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const file = /^\/files\/(\w+)\.gif$/.exec(url.pathname);
    if (file) {
      const gif = gifs[file[1]!];
      return gif ? response.writeHead(200, { 'content-type': 'image/gif' }).end(gif) : json(404, {});
    }
    if (url.searchParams.get('api_key') !== 'test-key') return json(401, { message: 'bad key' });
    if (url.pathname === '/gifs/search') {
      const ids = Object.keys(gifs).filter((id) => id.includes(url.searchParams.get('q') ?? ''));
      return json(200, { data: ids.map(entry) });
    }
    const byId = /^\/gifs\/(\w+)$/.exec(url.pathname);
    if (byId && gifs[byId[1]!]) return json(200, { data: entry(byId[1]!) });
    return json(404, { message: 'Not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, requests, close: () => new Promise<void>((done) => server.close(() => done())) };
}
