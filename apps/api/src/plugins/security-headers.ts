import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { contentSecurityPolicy, type HelmetOptions } from 'helmet';
import type { Config } from '../config';

type HeaderConfig = Pick<Config, 'MEDIA_BASE_URL' | 'NODE_ENV'>;
type CspOptions = NonNullable<Parameters<typeof contentSecurityPolicy>[0]>;

declare module 'fastify' {
  interface FastifyReply {
    /** This page's CSP nonce for inline scripts and styles; empty until `pageSecurityHeaders` sets it. */
    cspNonce: string;
  }
}

// The reply's stand-in response (see headersOf) carries the page's nonce.
type NonceSource = (req: IncomingMessage, res: ServerResponse & { cspNonce?: string }) => string;

function cspOptions(config: HeaderConfig, nonce: NonceSource | null): CspOptions {
  const mediaOrigin = new URL(config.MEDIA_BASE_URL).origin;
  const withNonce = (sources: string[]) => (nonce ? [...sources, nonce] : sources);
  return {
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:', mediaOrigin],
      objectSrc: ["'none'"],
      scriptSrc: withNonce(["'self'"]),
      // A nonce in style-src makes browsers ignore 'unsafe-inline' there, so server-rendered `style=`
      // attributes are allowed by style-src-attr instead.
      styleSrc: withNonce(["'self'"]),
      styleSrcAttr: ["'unsafe-inline'"],
      upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
    },
  };
}

function helmetOptions(config: HeaderConfig): HelmetOptions {
  return {
    contentSecurityPolicy: cspOptions(config, null),
    // Only a production site is surely served over HTTPS; pinning it elsewhere would lock out plain-HTTP setups.
    strictTransportSecurity: config.NODE_ENV === 'production' ? undefined : false,
    // Product images may come from a CDN on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // With no-referrer, browsers post forms with `Origin: null`, and React Router then refuses a page's action
    // as cross-site, so forms without JavaScript would fail. Other sites still get the origin alone.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

// Runs a helmet middleware against a stand-in response and returns what it would have set, so the headers go
// through Fastify's reply (headers written on the raw response would lose to the reply's own).
function headersOf(middleware: Middleware, nonce = ''): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    cspNonce: nonce,
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The same security headers on every reply of this instance: API answers, files and error pages. Without a
 * nonce helmet always writes the same headers, so they are worked out once at startup: building helmet per
 * request (as @fastify/helmet does) cost a tenth of a cached API answer.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { config }: { config: HeaderConfig }) => {
    const headers = headersOf(helmet(helmetOptions(config)));
    app.decorateReply('cspNonce', '');
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

/**
 * For server-rendered pages: a fresh nonce per page, in a CSP that replaces the fixed one, so React Router's
 * inline scripts (and any inline style) can carry it in `reply.cspNonce`.
 */
export function pageSecurityHeaders(config: HeaderConfig): (reply: FastifyReply) => void {
  const csp = contentSecurityPolicy(cspOptions(config, (_req, res) => `'nonce-${res.cspNonce}'`));
  return (reply) => {
    reply.cspNonce = randomBytes(16).toString('base64');
    reply.headers(headersOf(csp, reply.cspNonce));
  };
}
