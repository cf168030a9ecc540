import type { Db } from '@seed/db/client';
import { orderShipments, orderStaffNotes, orders } from '@seed/db/schema/orders';
import type { Carrier } from '@seed/domain/carriers';
import { desc, eq } from 'drizzle-orm';
import type { Mailer } from '../mail/mailer';
import { recordAudit } from '../staff/audit';
import { findContact } from '../users/service';
import { lockExistingOrder } from './records';
import { shippedMail } from './shipped-mail';

type NewNote = { staffId: number; orderId: number; text: string; requestId: string | null };

/** A staff note on an order, with its audit row; the order's lock keeps a note off an order being deleted. */
export async function addStaffNote(db: Db, note: NewNote) {
  return db.transaction(async (tx) => {
    await lockExistingOrder(tx, note.orderId);
    const [row] = await tx
      .insert(orderStaffNotes)
      .values({ orderId: note.orderId, staffId: note.staffId, text: note.text })
      .returning();
    if (!row) throw new Error('The note insert returned no row');
    await recordAudit(tx, {
      staffId: note.staffId,
      action: 'order.note.add',
      recordType: 'order',
      recordId: note.orderId,
      before: null,
      after: { noteId: row.id, text: note.text },
      reason: null,
      requestId: note.requestId,
    });
    return row;
  });
}

/** The shipped e-mail for the order's latest shipment, in the shopper's language. */
export async function sendShippedMail(db: Db, mailer: Mailer, orderId: number) {
  const [found] = await db
    .select({
      userId: orders.userId,
      carrier: orderShipments.carrier,
      trackingNumber: orderShipments.trackingNumber,
    })
    .from(orderShipments)
    .innerJoin(orders, eq(orders.id, orderShipments.orderId))
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(desc(orderShipments.id))
    .limit(1);
  if (!found) return;
  const contact = await findContact(db, found.userId);
  if (!contact) return;
  const shipment = { carrier: found.carrier as Carrier, trackingNumber: found.trackingNumber };
  await mailer.send(shippedMail(contact, { id: orderId }, shipment));
}
