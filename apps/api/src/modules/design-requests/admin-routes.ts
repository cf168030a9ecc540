import { BaseQuerySchema, IdParamsSchema } from '@seed/contract/common';
import {
  DesignRequestSchema,
  MAX_PROPOSAL_PRODUCTS,
  ProposalBodySchema,
} from '@seed/contract/design-requests';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth';
import { installedFonts } from '../studio/fonts';
import { presentDesignRequest } from './present';
import { createProposalProducts } from './proposal-products';
import { actionResponses, tags } from './route-helpers';
import type { DesignRequestRoutesOptions } from './routes';
import {
  addContent,
  findDesignRequest,
  findRequestParts,
  linkProposalProducts,
  ownAttachments,
} from './service';
import { notFound, takeAction } from './workflow';

/** The designers' side (role ADMIN): pick a request up, answer it with a proposal, or cancel it. */
export async function designerRoutes(app: FastifyInstance, options: DesignRequestRoutesOptions) {
  const { db, mediaBase, mailer, publicUrl, store, gifSearch } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const designer = requireRole('ADMIN');
  const studio = { store, gifSearch, fonts: await installedFonts() };
  const deps = (request: FastifyRequest) => ({ db, mailer, publicUrl, log: request.log });
  const detail = async (request: FastifyRequest, id: number) => {
    const row = await findDesignRequest(db, id, request.user!);
    if (!row) throw notFound(id);
    return presentDesignRequest(db, row, { currency: request.ctx.currency, mediaBase });
  };
  const simpleMove = (path: string, action: 'process' | 'cancel', summary: string) =>
    routes.post(
      path,
      {
        preHandler: designer,
        schema: {
          tags,
          summary,
          params: IdParamsSchema,
          querystring: BaseQuerySchema,
          response: { 200: DesignRequestSchema, ...actionResponses },
        },
      },
      async (request) => {
        const id = request.params.id;
        await takeAction(deps(request), id, request.user!, action);
        return detail(request, id);
      },
    );

  simpleMove(
    '/design-requests/:id/process',
    'process',
    'Designers: start work (NEW or REQUEST_FOR_CHANGE → PROCESSING)',
  );
  simpleMove('/design-requests/:id/cancel', 'cancel', 'Designers: cancel an open request (→ CANCELLED)');

  routes.post(
    '/design-requests/:id/proposal',
    {
      preHandler: designer,
      schema: {
        tags,
        summary: 'Designers: answer with a message, images and products (PROCESSING → WAITING_APPROVAL)',
        description:
          'Each design becomes a product of the shopper’s own (never listed, made as the studio makes ' +
          `them), so they can buy it. At most ${MAX_PROPOSAL_PRODUCTS}, each for one of the requested items.`,
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        body: ProposalBodySchema,
        response: { 200: DesignRequestSchema, ...actionResponses },
      },
    },
    async (request) => {
      const id = request.params.id;
      const designerId = request.user!.id;
      const { message, imageIds, designs } = request.body;
      await takeAction(deps(request), id, request.user!, 'propose', async (tx, row) => {
        const images = await ownAttachments(tx, imageIds, designerId, { imagesOnly: true });
        const { items } = await findRequestParts(tx, [row.id], { thread: false });
        const stray = designs.find((design) => !items.some((item) => item.id === design.inventoryId));
        if (stray) {
          throw new DomainError(
            'INVALID_DATA',
            `Item ${stray.inventoryId} is not one of this request's items`,
          );
        }
        const productIds = await createProposalProducts(
          { ...studio, db: tx },
          designs,
          designerId,
          row.userId,
        );
        const contentId = await addContent(tx, row.id, designerId, message, images);
        await linkProposalProducts(tx, row.id, contentId, productIds);
      });
      return detail(request, id);
    },
  );
}
