import type { Db } from '@seed/db/client';
import type { Currency } from '@seed/domain/currency';
import { allProductsInCart, type DesignRequestStatus, latestContent } from '@seed/domain/design-request';
import { convertFils } from '@seed/domain/money';
import { toMedia } from '../../http/media';
import { productIdsInBag } from '../cart/service';
import { findProposalProducts } from '../products/proposal-products';
import { type DesignRequestRow, findRequestParts } from './service';

export type Presentation = { currency: Currency; mediaBase: string };

// The spec's statusEn and statusAr; the mails use them too.
export const STATUS_LABELS: Readonly<Record<DesignRequestStatus, { en: string; ar: string }>> = {
  NEW: { en: 'New', ar: 'جديد' },
  PROCESSING: { en: 'In progress', ar: 'قيد التنفيذ' },
  WAITING_APPROVAL: { en: 'Waiting for your approval', ar: 'بانتظار موافقتك' },
  REQUEST_FOR_CHANGE: { en: 'Change requested', ar: 'طُلب تعديل' },
  DONE: { en: 'Done', ar: 'مكتمل' },
  CANCELLED: { en: 'Cancelled', ar: 'ملغى' },
};

type Parts = Awaited<ReturnType<typeof findRequestParts>>;

function presentSummary(row: DesignRequestRow, parts: Parts, p: Presentation) {
  const { userId: _userId, user, ...fields } = row;
  const { locale: _locale, ...owner } = user;
  return {
    ...fields,
    user: owner,
    statusEn: STATUS_LABELS[row.status].en,
    statusAr: STATUS_LABELS[row.status].ar,
    inventories: parts.items
      .filter((item) => item.requestId === row.id)
      .map(({ requestId: _requestId, ...item }) => ({ ...item, media: toMedia(item.media, p.mediaBase) })),
  };
}

/** A page of requests: their items, without the threads. */
export async function presentSummaries(db: Db, rows: DesignRequestRow[], p: Presentation) {
  const parts = await findRequestParts(
    db,
    rows.map((row) => row.id),
    { thread: false },
  );
  return rows.map((row) => presentSummary(row, parts, p));
}

// PDFs are private: their address is the API route that checks who asks.
export const attachmentFileUrl = (mediaId: number) => `/api/design-requests/attachments/${mediaId}`;

function presentAttachment(attachment: Parts['attachments'][number], p: Presentation) {
  const media = toMedia(attachment.media, p.mediaBase);
  const isImage = attachment.kind === 'IMAGE';
  return {
    id: attachment.media.id,
    kind: isImage ? ('IMAGE' as const) : ('FILE' as const),
    name: attachment.media.filename,
    url: isImage ? (media?.url.large ?? '') : attachmentFileUrl(attachment.media.id),
    media: isImage ? media : null,
    width: isImage ? attachment.width : null,
    height: isImage ? attachment.height : null,
  };
}

/** One request with its thread (oldest first), the latest proposal and what of it is in the cart. */
export async function presentDesignRequest(db: Db, row: DesignRequestRow, p: Presentation) {
  const parts = await findRequestParts(db, [row.id]);
  const productIds = parts.proposed.map((link) => link.productId);
  const [productRows, inBag] = await Promise.all([
    findProposalProducts(db, productIds),
    productIdsInBag(db, row.userId, productIds),
  ]);
  const product = (productId: number) => {
    const found = productRows.find((candidate) => candidate.id === productId);
    if (!found) return [];
    const { clientPrintPosition: _position, design: _design, ...fields } = found;
    return [
      {
        ...fields,
        media: toMedia(found.media, p.mediaBase),
        price: convertFils(found.price, p.currency),
        inCart: inBag.has(productId),
      },
    ];
  };
  const contents = parts.contents.map((content) => {
    const attachments = parts.attachments
      .filter((attachment) => attachment.contentId === content.id)
      .map((attachment) => presentAttachment(attachment, p));
    return {
      id: content.id,
      message: content.message,
      createdAt: content.createdAt,
      author: content.authorUserId === row.userId ? ('SHOPPER' as const) : ('DESIGNER' as const),
      images: attachments.filter((attachment) => attachment.kind === 'IMAGE'),
      files: attachments.filter((attachment) => attachment.kind === 'FILE'),
      products: parts.proposed
        .filter((link) => link.contentId === content.id)
        .flatMap((link) => product(link.productId)),
    };
  });
  const products = latestContent(contents.filter((content) => content.products.length > 0))?.products ?? [];
  return {
    ...presentSummary(row, parts, p),
    contents,
    products,
    allInCart: allProductsInCart(products),
  };
}
