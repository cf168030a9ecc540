import type { MediaStore } from '@seed/media/store';
import type { FastifyRequest } from 'fastify';
import type { GifSearch } from '../../adapters/gif-search/gif-search';
import type { ModuleOptions } from '../../http/module';
import { callerCan } from '../../http/permissions';
import type { Mailer } from '../mail/mailer';
import { presentDesignRequest } from './present';
import { findDesignRequest, type Viewer } from './service';
import { notFound } from './workflow';

export type DesignRequestRoutesOptions = ModuleOptions & {
  store: MediaStore;
  mailer: Mailer;
  publicUrl: string;
  gifSearch: GifSearch;
};

/** The signed-in caller as the module sees them: designers hold the back office's designRequests permission. */
export async function viewerOf(request: FastifyRequest & { user: { id: number } }): Promise<Viewer> {
  return { id: request.user.id, designer: await callerCan(request, 'designRequests') };
}

/** What every handler of the module needs from a request: its caller, presentation and workflow deps. */
export function requestTools(options: DesignRequestRoutesOptions) {
  const { db, mediaBase, mailer, publicUrl } = options;
  const presentation = (request: FastifyRequest) => ({ currency: request.ctx.currency, mediaBase });
  return {
    presentation,
    deps: (request: FastifyRequest) => ({ db, mailer, publicUrl, log: request.log, requestId: request.id }),
    detail: async (request: FastifyRequest, viewer: Viewer, id: number) => {
      const row = await findDesignRequest(db, id, viewer);
      if (!row) throw notFound(id);
      return presentDesignRequest(db, row, presentation(request));
    },
  };
}
