// The TLS and HTTP/2 edge the page budgets are measured through (decision 0020). In production the store
// sits behind a load balancer or CDN that ends TLS and speaks HTTP/2 to browsers (README: TRUST_PROXY);
// measured directly, Lighthouse would simulate the store over plain HTTP/1.1, six connections each with
// its own handshake and slow start, which no shopper's browser sees. This edge does what that load
// balancer does, no more: it ends TLS with a throwaway self-signed certificate, speaks HTTP/2 (and
// HTTP/1.1), and passes each request on unchanged, with the X-Forwarded-* headers, over kept-alive
// HTTP/1.1 connections to the store.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Edge = { url: string; close: () => Promise<void> };

// Connection-level headers of HTTP/1.1 that HTTP/2 forbids (RFC 9113 §8.2.2), and the pseudo-headers.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
]);

function passable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );
}

/** A self-signed certificate for 127.0.0.1, made with Debian's openssl and deleted at once. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'seed-edge-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the edge on `port` in front of the store at `upstream` (http://host:port). */
export async function startEdge(upstream: string, port: number): Promise<Edge> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const url = `https://127.0.0.1:${port}`;
  const forward = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const headers = passable(req.headers);
    headers.host = new URL(url).host;
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-proto'] = 'https';
    const upstreamRequest = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.pipe(res);
      },
    );
    upstreamRequest.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstreamRequest);
  };
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, forward);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
