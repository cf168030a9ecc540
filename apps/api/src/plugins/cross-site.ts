import { isCrossSiteWrite } from '@seed/domain/cross-site';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write another site may send: a provider's form post or a gateway's call, which proves itself by
     * a signature or a sealed state rather than by the visitor's cookies.
     */
    crossSite?: 'allowed';
  }
}

/**
 * Refuses writes that a page of another site made the visitor's browser send (cross-site request
 * forgery): SameSite=Lax keeps the session cookie off most of them, but not off a same-site page, an old
 * browser, or a write that needs no cookie at all (signing someone into the attacker's account). A
 * bearer token is never sent by a browser on its own, so requests that carry one are not checked.
 */
export const crossSitePlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    app.addHook('onRequest', async (request) => {
      if (request.headers.authorization || request.routeOptions.config?.crossSite === 'allowed') return;
      const site = {
        method: request.method,
        origin: request.headers.origin,
        secFetchSite: [request.headers['sec-fetch-site']].flat()[0],
        host: request.headers.host,
      };
      if (isCrossSiteWrite(site, [publicUrl])) {
        throw new DomainError(
          'FORBIDDEN',
          'This request came from another site and was refused; use the store itself to make this change',
        );
      }
    });
  },
  { name: 'api-cross-site' },
);
