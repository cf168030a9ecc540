import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/**
 * Helmet options for the root server (the one-process composition and the standalone API both use them).
 * Scripts need the per-response nonce (`reply.cspNonce.script`), which React Router's server render passes
 * to its inline scripts. Helmet adds a nonce to style-src too, which makes browsers ignore 'unsafe-inline' there,
 * so inline style attributes (server-rendered `style=`) are allowed by style-src-attr instead.
 */
export function securityHeaders(config: Pick<Config, 'MEDIA_BASE_URL' | 'NODE_ENV'>): FastifyHelmetOptions {
  const mediaOrigin = new URL(config.MEDIA_BASE_URL).origin;
  return {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', mediaOrigin],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // Only a production site is surely served over HTTPS; pinning it elsewhere would lock out plain-HTTP setups.
    strictTransportSecurity: config.NODE_ENV === 'production' ? undefined : false,
    // Product images may come from a CDN on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}
