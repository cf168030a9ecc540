import { designRequests } from '@seed/contract/design-requests';
import type { ReplyOf } from '@seed/contract/endpoint';
import { inventory } from '@seed/contract/inventory';
import type { Design } from '@seed/domain/design';
import { centredImageDesign } from '@seed/domain/design-request-proposal';
import type { Locale } from '@seed/domain/locale';
import type { ApiClient } from '../../lib/api.server';
import type { RequestErrorKey } from './message-keys';
import { uploadAttachment } from './request-submission.server';

type Proposal = { message: string; artwork: File | null };

/** A refusal to show: a key of `designRequests.errors`, or the API's refusal in the page's language. */
export type ActionProblem = { key: RequestErrorKey } | { refusal: string };

/**
 * The designers' page's proposal: the finished picture is uploaded, then placed (centred, as large as
 * each item allows) on every requested item in its first colour and size in stock; the studio behind the
 * API turns each design into a product of the shopper's.
 */
export async function postProposal(
  api: ApiClient,
  locale: Locale,
  designRequest: ReplyOf<typeof designRequests.detail>,
  { message, artwork }: Proposal,
): Promise<ActionProblem | null> {
  if (!message) return { key: 'required' };
  if (!artwork) return { key: 'artworkRequired' };
  const upload = await uploadAttachment(api, locale, artwork);
  if (!upload.ok) return { refusal: upload.refusal };
  const { attachment } = upload;
  if (attachment.kind !== 'IMAGE' || !attachment.width || !attachment.height) return { key: 'artworkImage' };
  const image = { mediaId: attachment.id, width: attachment.width, height: attachment.height };
  const designs: Design[] = [];
  for (const { id } of designRequest.inventories) {
    const item = await api.call(inventory.byId, { params: { id } });
    const variant = item.colorsToSizes.find((candidate) => candidate.count > 0);
    const design = variant && centredImageDesign({ ...item, sides: item.media }, variant.id, image);
    if (design) designs.push(design);
  }
  if (designs.length === 0) return { key: 'noPrintableItem' };
  await api.call(designRequests.propose, {
    params: { id: designRequest.id },
    body: { message, imageIds: [attachment.id], designs },
  });
  return null;
}
