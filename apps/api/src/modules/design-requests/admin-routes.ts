import { convertFils } from '@seed/domain/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toMedia } from '../../http/media';
import { BaseQuerySchema } from '../../http/schemas';
import { requireRole } from '../../plugins/auth';
import { copyProductsForOwner, listProposableProducts } from '../products/proposal-products';
import { presentDesignRequest } from './present';
import { actionResponses, requestIdOf, tags } from './route-helpers';
import type { DesignRequestRoutesOptions } from './routes';
import {
  DesignRequestSchema,
  MAX_PROPOSAL_PRODUCTS,
  ProposableProductsSchema,
  ProposalBodySchema,
  RawIdParamsSchema,
} from './schemas';
import {
  addContent,
  findDesignRequest,
  findRequestParts,
  linkProposalProducts,
  ownAttachments,
} from './service';
import { notFound, takeAction } from './workflow';

const PROPOSABLE_LIMIT = 50;

/** The designers' side (role ADMIN): pick a request up, answer it with a proposal, or cancel it. */
export async function designerRoutes(app: FastifyInstance, options: DesignRequestRoutesOptions) {
  const { db, mediaBase, mailer, publicUrl } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const designer = requireRole('ADMIN');
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
          params: RawIdParamsSchema,
          querystring: BaseQuerySchema,
          response: { 200: DesignRequestSchema, ...actionResponses },
        },
      },
      async (request) => {
        const id = requestIdOf(request.params);
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
          'Each product is copied as a design of the shopper’s own (never listed), so they can buy it. ' +
          `At most ${MAX_PROPOSAL_PRODUCTS} products, each on one of the requested items.`,
        params: RawIdParamsSchema,
        querystring: BaseQuerySchema,
        body: ProposalBodySchema,
        response: { 200: DesignRequestSchema, ...actionResponses },
      },
    },
    async (request) => {
      const id = requestIdOf(request.params);
      const designerId = request.user!.id;
      const { message, imageIds, productIds } = request.body;
      await takeAction(deps(request), id, request.user!, 'propose', async (tx, row) => {
        const images = await ownAttachments(tx, imageIds, designerId, { imagesOnly: true });
        const { items } = await findRequestParts(tx, [row.id], { thread: false });
        const copies = await copyProductsForOwner(tx, {
          productIds,
          designerId,
          ownerUserId: row.userId,
          inventoryIds: items.map((item) => item.id),
        });
        const contentId = await addContent(tx, row.id, designerId, message, images);
        await linkProposalProducts(tx, row.id, contentId, copies);
      });
      return detail(request, id);
    },
  );

  routes.get(
    '/design-requests/:id/proposable-products',
    {
      preHandler: designer,
      schema: {
        tags,
        summary: 'Designers: products that may be proposed for the request’s items (your designs first)',
        params: RawIdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: ProposableProductsSchema, ...actionResponses },
      },
    },
    async (request) => {
      const id = requestIdOf(request.params);
      const row = await findDesignRequest(db, id, request.user!);
      if (!row) throw notFound(id);
      const { items } = await findRequestParts(db, [row.id], { thread: false });
      const rows = await listProposableProducts(
        db,
        request.user!.id,
        items.map((item) => item.id),
        PROPOSABLE_LIMIT,
      );
      const products = rows.map((product) => ({
        ...product,
        media: toMedia(product.media, mediaBase),
        price: convertFils(product.price, request.ctx.currency),
      }));
      return { products };
    },
  );
}
