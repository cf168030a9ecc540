import type { Design } from '@seed/domain/design';
import { centredImageDesign } from '@seed/domain/design-request-proposal';
import { PRINTING_TYPES } from '@seed/domain/print-position';
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import type { FullApiClient } from '../../lib/api.server';
import { PrintAreaSchema } from '../studio/studio-item.server';
import { type DesignRequest, DesignRequestSchema } from './design-request-schema.server';
import type { RequestErrorKey } from './message-keys';
import { uploadAttachment } from './request-submission.server';

// What a proposal's design needs of a blank item (GET inventory/{id}).
const ProposalItemSchema = z.object({
  id: z.number(),
  printingType: z.array(z.enum(PRINTING_TYPES)),
  backPrint: z.boolean(),
  pocketPrint: z.boolean(),
  maxDiagonal: z.number(),
  media: z.array(
    z.object({
      position: z.string(),
      printArea: PrintAreaSchema,
    }),
  ),
  colorsToSizes: z.array(z.object({ id: z.number(), count: z.number() })),
});

type Proposal = { message: string; artwork: File | null };

/** A refusal to show: a key of `designRequests.errors`, or the API's own message. */
export type ActionProblem = { key: RequestErrorKey } | { message: string };

/**
 * The designers' page's proposal: the finished picture is uploaded, then placed (centred, as large as
 * each item allows) on every requested item in its first colour and size in stock; the studio behind the
 * API turns each design into a product of the shopper's.
 */
export async function postProposal(
  request: Request,
  context: AppLoadContext,
  api: FullApiClient,
  designRequest: DesignRequest,
  { message, artwork }: Proposal,
): Promise<ActionProblem | null> {
  if (!message) return { key: 'required' };
  if (!artwork) return { key: 'artworkRequired' };
  const upload = await uploadAttachment(request, context, artwork);
  if (!upload.ok) return { message: upload.message };
  const { attachment } = upload;
  if (attachment.kind !== 'IMAGE' || !attachment.width || !attachment.height) return { key: 'artworkImage' };
  const image = { mediaId: attachment.id, width: attachment.width, height: attachment.height };
  const designs: Design[] = [];
  for (const { id } of designRequest.inventories) {
    const item = await api.get(`/inventory/${id}`, ProposalItemSchema);
    const variant = item.colorsToSizes.find((candidate) => candidate.count > 0);
    const design = variant && centredImageDesign({ ...item, sides: item.media }, variant.id, image);
    if (design) designs.push(design);
  }
  if (designs.length === 0) return { key: 'noPrintableItem' };
  await api.post(`/design-requests/${designRequest.id}/proposal`, DesignRequestSchema, {
    message,
    imageIds: [attachment.id],
    designs,
  });
  return null;
}
