import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { compressPage } from './compress-page';

const PAGE = `<!doctype html><html lang="ar" dir="rtl">${'<p>مرحبا بكم في المتجر</p>'.repeat(200)}</html>`;

describe('compressPage', () => {
  const app = Fastify();
  app.get('/page', (request, reply) =>
    reply.type('text/html').send(compressPage(request, reply, Readable.from([PAGE]))),
  );
  afterAll(() => app.close());

  it('prefers brotli, then gzip, and honours q=0', async () => {
    const br = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PAGE);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(PAGE) / 4);

    const gzip = await app.inject({ url: '/page', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);
  });

  it('sends the page as it is to a client that accepts neither', async () => {
    const plain = await app.inject({ url: '/page', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.payload).toBe(PAGE);
  });

  it('ends the compressed stream when the page stream fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('render failed'));
      },
    });
    const app2 = Fastify();
    app2.get('/broken', (request, reply) => reply.send(compressPage(request, reply, failing)));
    const reply = await app2.inject({ url: '/broken', headers: { 'accept-encoding': 'gzip' } });
    await app2.close();
    expect(reply.statusCode).toBe(500);
  });
});
