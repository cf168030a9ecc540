import { cacheTags } from '@seed/db/cache-changes';
import type { FastifyInstance } from 'fastify';
import { PAGE_TAGS_HEADER } from './api-fetch';

// What the response cache takes a cached reply without tags of its own to depend on (decision 0040).
const DEFAULT_TAGS = [cacheTags.catalogue, cacheTags.content].join(' ');

/**
 * Tells a page render what each API reply showed, so the page is dropped exactly when one of them would be.
 * A route the response cache serves names its tags (or depends on the catalogue and the content); any other
 * route says `any`: nothing bounds what it shows, so any change drops the page. Registered at the root
 * before the API, so it sees every API reply, cached ones included.
 */
export function pageTagsHook(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers[PAGE_TAGS_HEADER] === undefined) return payload;
    const cached = (request.routeOptions.config?.cacheSeconds ?? 0) > 0;
    const tags = request.cacheTags ? request.cacheTags.join(' ') : DEFAULT_TAGS;
    reply.header(PAGE_TAGS_HEADER, cached ? tags : 'any');
    return payload;
  });
}
