import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageSecurityHeaders, securityHeadersPlugin } from './security-headers';

const config = { MEDIA_BASE_URL: 'https://cdn.store.test/media', NODE_ENV: 'production' as const };

async function serve() {
  const app = Fastify();
  await app.register(securityHeadersPlugin, { config });
  const securePage = pageSecurityHeaders(config);
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => {
    securePage(reply);
    return reply.type('text/html').send(`<script nonce="${reply.cspNonce}"></script>`);
  });
  return app;
}

const nonceOf = (csp: string, directive: string) =>
  new RegExp(`${directive} [^;]*'nonce-([^']+)'`).exec(csp)?.[1];

describe('security headers', () => {
  it('gives every reply helmet’s headers, with a CSP that allows no inline script', async () => {
    const app = await serve();
    const reply = await app.inject('/api/thing');
    expect(reply.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-resource-policy': 'cross-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.store.test;");
    expect(csp).not.toContain('nonce-');
    await app.close();
  });

  it('gives each page a fresh nonce, in its CSP for scripts and styles and in reply.cspNonce', async () => {
    const app = await serve();
    const [first, second] = await Promise.all([app.inject('/page'), app.inject('/page')]);
    const csp = String(first.headers['content-security-policy']);
    const nonce = nonceOf(csp, 'script-src');
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(csp, 'style-src')).toBe(nonce);
    expect(first.body).toBe(`<script nonce="${nonce}"></script>`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(nonceOf(String(second.headers['content-security-policy']), 'script-src')).not.toBe(nonce);
    await app.close();
  });
});
