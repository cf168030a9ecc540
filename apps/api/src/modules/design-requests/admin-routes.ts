import { designRequests } from '@seed/contract/design-requests';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve';
import { installedFonts } from '../studio/fonts';
import { createProposalProducts } from './proposal-products';
import { type DesignRequestRoutesOptions, requestTools, viewerOf } from './request-tools';
import { addContent, findRequestParts, linkProposalProducts, ownAttachments } from './service';
import { takeAction } from './workflow';

/** The designers' side (permission designRequests): pick a request up, answer it with a proposal, or cancel it. */
export async function designerRoutes(app: FastifyInstance, options: DesignRequestRoutesOptions) {
  const { store, gifSearch } = options;
  const { deps, detail } = requestTools(options);
  const studio = { store, gifSearch, fonts: await installedFonts() };

  for (const action of ['process', 'cancel'] as const) {
    serve(app, designRequests[action], async (request) => {
      const { id } = request.params;
      await takeAction(deps(request), id, await viewerOf(request), action);
      return detail(request, await viewerOf(request), id);
    });
  }

  serve(app, designRequests.propose, async (request) => {
    const { id } = request.params;
    const designerId = request.user.id;
    const { message, imageIds, designs } = request.body;
    await takeAction(deps(request), id, await viewerOf(request), 'propose', async (tx, row) => {
      const images = await ownAttachments(tx, imageIds, designerId, { imagesOnly: true });
      const { items } = await findRequestParts(tx, [row.id], { thread: false });
      const stray = designs.find((design) => !items.some((item) => item.id === design.inventoryId));
      if (stray) {
        throw new DomainError(
          'INVALID_DATA',
          `Item ${stray.inventoryId} is not one of this request's items`,
          {
            reason: 'PROPOSAL_ITEM_NOT_REQUESTED',
            details: { inventoryId: stray.inventoryId },
          },
        );
      }
      const productIds = await createProposalProducts({ ...studio, db: tx }, designs, designerId, row.userId);
      const contentId = await addContent(tx, row.id, designerId, message, images);
      await linkProposalProducts(tx, row.id, contentId, productIds);
    });
    return detail(request, await viewerOf(request), id);
  });
}
