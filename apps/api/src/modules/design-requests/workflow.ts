import type { Db } from '@seed/db/client';
import {
  canAddProposalToCart,
  type DesignRequestAction,
  designRequestActor,
  nextDesignRequestStatus,
} from '@seed/domain/design-request';
import { DomainError } from '@seed/domain/errors';
import type { FastifyBaseLogger } from 'fastify';
import { addToBag, productIdsInBag } from '../cart/service';
import { variantsOf } from '../inventory/service';
import type { Mailer } from '../mail/mailer';
import { findProposalProducts } from '../products/proposal-products';
import { recordAudit } from '../staff/audit';
import {
  type DesignRequestRow,
  findDesignRequest,
  findRequestParts,
  setStatus,
  type Viewer,
} from './service';
import { statusMail } from './status-mail';

export type WorkflowDeps = {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The request's id, kept in the audit row of a designer's move. */
  requestId: string;
};

export const notFound = (id: number) => new DomainError('NOT_FOUND', `Design request ${id} not found`);

function assertActor(row: DesignRequestRow, viewer: Viewer, action: DesignRequestAction) {
  const actor = designRequestActor(action);
  if (actor === 'SHOPPER' && row.userId !== viewer.id) {
    throw new DomainError('FORBIDDEN', 'Only the shopper who filed this request can do this');
  }
  if (actor === 'DESIGNER' && !viewer.designer) {
    throw new DomainError('FORBIDDEN', 'Only designers can do this');
  }
}

/** Tells the shopper, in their language, where their request now stands. A failed mail fails nothing. */
export async function mailStatus(deps: WorkflowDeps, row: DesignRequestRow) {
  const link = `${deps.publicUrl.replace(/\/+$/, '')}/${row.user.locale}/design-requests/${row.id}`;
  const mail = statusMail({
    to: row.user.email,
    locale: row.user.locale,
    uid: row.uid,
    link,
    status: row.status,
  });
  await deps.mailer
    .send(mail)
    .catch((err: unknown) => deps.log.warn({ err }, 'design request mail not sent'));
}

/**
 * Takes `action` on a request: locks it, checks who may act and that the status table allows the move
 * (@seed/domain/design-request, the one place), runs the action's own writes, moves the status, then mails
 * the shopper once the change is committed.
 */
export async function takeAction(
  deps: WorkflowDeps,
  id: number,
  viewer: Viewer,
  action: DesignRequestAction,
  work?: (tx: Db, row: DesignRequestRow) => Promise<void>,
) {
  const moved = await deps.db.transaction(async (tx) => {
    const row = await findDesignRequest(tx, id, viewer, { lock: true });
    if (!row) throw notFound(id);
    assertActor(row, viewer, action);
    const status = nextDesignRequestStatus(action, row.status);
    await work?.(tx, row);
    await setStatus(tx, row.id, status);
    // The designers' moves are the back office's, so the audit log keeps them; the shopper's are their own.
    if (designRequestActor(action) === 'DESIGNER') {
      await recordAudit(tx, {
        staffId: viewer.id,
        action: `designRequest.status.${action}`,
        recordType: 'designRequest',
        recordId: row.id,
        before: { status: row.status },
        after: { status },
        reason: null,
        requestId: deps.requestId,
      });
    }
    return { ...row, status };
  });
  await mailStatus(deps, moved);
  return moved;
}

/** The ids of the latest proposal's products. */
function latestProposal(parts: Awaited<ReturnType<typeof findRequestParts>>): number[] {
  const proposing = parts.contents.filter((content) =>
    parts.proposed.some((link) => link.contentId === content.id),
  );
  const latest = proposing.at(-1);
  return latest
    ? parts.proposed.filter((link) => link.contentId === latest.id).map((link) => link.productId)
    : [];
}

// The colour and size the designer chose when there is one in stock, else the first in stock, else the
// first (which the cart then refuses as out of stock).
async function variantFor(db: Db, product: { inventoryId: number; design: unknown }) {
  const variants = await variantsOf(db, product.inventoryId);
  const chosen = (product.design as { colorsToSizesId?: unknown } | null)?.colorsToSizesId;
  const inStock = variants.filter((variant) => variant.count > 0);
  const variant = inStock.find((v) => v.id === chosen) ?? inStock[0] ?? variants[0];
  if (!variant) {
    throw new DomainError('OUT_OF_STOCK', 'This item has no colours or sizes to order', {
      reason: 'PROPOSAL_ITEM_HAS_NO_VARIANTS',
    });
  }
  return variant.id;
}

/** Puts the latest proposal's products that are not in the shopper's cart yet into it, one of each. */
export async function addProposalToCart(db: Db, id: number, viewer: Viewer) {
  const row = await findDesignRequest(db, id, viewer);
  if (!row) throw notFound(id);
  if (row.userId !== viewer.id) {
    throw new DomainError('FORBIDDEN', 'Only the shopper who filed this request can do this');
  }
  if (!canAddProposalToCart(row.status)) {
    throw new DomainError(
      'CONFLICT',
      `A design request that is ${row.status} has no proposal to add to the cart`,
      { reason: row.status === 'CANCELLED' ? 'DESIGN_REQUEST_CLOSED' : 'PROPOSAL_NOT_READY' },
    );
  }
  const productIds = latestProposal(await findRequestParts(db, [row.id]));
  const inBag = await productIdsInBag(db, row.userId, productIds);
  const products = (await findProposalProducts(db, productIds)).filter((product) => !inBag.has(product.id));
  const lines = await Promise.all(
    products.map(async (product) => ({
      productId: product.id,
      colorsToSizesId: await variantFor(db, product),
      count: 1,
      printPosition: product.clientPrintPosition,
      bundleId: null,
      uniqueKey: null,
    })),
  );
  if (lines.length > 0) await addToBag(db, row.userId, lines);
}
