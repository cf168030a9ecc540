import { type Carrier, trackingUrl } from '@seed/domain/carriers';
import { parseCurrency } from '@seed/domain/currency';
import { convertFils } from '@seed/domain/money';
import { adminNextStatuses } from '@seed/domain/order-status';
import { z } from 'zod';
import { toMedia } from '../../http/media';
import type { AdminOrder } from './admin-detail';
import { presentSummary } from './present';

// Print files are the production desk's to make and serve (production/sources.ts renders catalogue artwork and
// bundle templates on first request): a studio design links each of its sides, any other product the line's
// file. The production queue page offers the same links.
const StudioDesignSchema = z.object({ printFiles: z.record(z.string(), z.number().int()) });
const printFileUrl = (lineId: number, side?: string) =>
  `/api/admin/production/lines/${lineId}/print-file${side ? `?side=${side}` : ''}`;

function printFilesOf(lineId: number, design: unknown) {
  const studio = StudioDesignSchema.safeParse(design);
  if (studio.success) {
    return Object.keys(studio.data.printFiles).map((side) => ({
      label: side,
      url: printFileUrl(lineId, side),
    }));
  }
  return [{ label: 'PRINT', url: printFileUrl(lineId) }];
}

export function presentAdminOrder(found: AdminOrder, mediaBase: string) {
  const { row } = found;
  const currency = parseCurrency(row.currency);
  const money = (fils: number) => convertFils(fils, currency);
  return {
    ...presentSummary({ ...row, itemsCount: found.itemsCount }),
    subtotal: money(row.subtotal),
    deliveryPrice: money(row.deliveryPrice),
    discount: money(row.discount),
    percent: row.percent,
    paymentWalletAmount: money(row.paymentWalletAmount),
    paymentMethod:
      row.paidBy === 'WALLET' ? 'WALLET' : row.paymentMethodId === null ? null : String(row.paymentMethodId),
    notes: row.notes,
    orderNote: row.orderNote,
    personalNotes: row.personalNotes,
    isGift: row.isGift,
    orderType: row.orderType,
    internationalOrder: row.internationalOrder,
    address: row.address,
    customer: found.customer,
    voucher: found.voucher && {
      code: found.voucher.code,
      percent: found.voucher.percent,
      amountOff: found.voucher.amountOff === null ? null : money(found.voucher.amountOff),
    },
    lines: found.lines.map(({ line, color, size, techniques, media }) => ({
      id: line.id,
      productId: line.productId,
      nameEn: line.nameEn,
      nameAr: line.nameAr,
      unitPrice: money(line.unitPrice),
      count: line.count,
      printPosition: line.printPosition,
      color: color?.nameEn ? color : null,
      size,
      media: toMedia(media?.id ? media : null, mediaBase),
      bundleId: line.bundleId,
      techniques: techniques ?? [],
      printFiles: line.productId === null ? [] : printFilesOf(line.id, found.designs.get(line.productId)),
    })),
    payments: found.payments.map((payment) => ({
      ...payment,
      amount: { amount: payment.amount, currency: payment.currency },
    })),
    shipments: found.shipments.map((shipment) => ({
      carrier: shipment.carrier as Carrier,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: trackingUrl(shipment.carrier as Carrier, shipment.trackingNumber),
      createdAt: shipment.createdAt,
      staff: shipment.staff,
    })),
    staffNotes: found.staffNotes,
    statusHistory: found.history,
    nextStatuses: adminNextStatuses(row.status),
  };
}
