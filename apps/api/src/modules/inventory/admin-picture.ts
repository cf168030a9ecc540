import type { Db } from '@seed/db/client';
import { inventories } from '@seed/db/schema/inventory';
import { eq } from 'drizzle-orm';
import { assertMediaExist, blankItemNotFound, type CatalogueAct, recordCatalogueChange } from './admin-act';

/**
 * Sets a blank item's main picture (an upload through media/upload): the storefront's lists and the studio's
 * item picker show it, so their cached replies go with the commit.
 */
export async function setMainPicture(db: Db, id: number, mediaId: number, act: CatalogueAct) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ mainMediaId: inventories.mainMediaId })
      .from(inventories)
      .where(eq(inventories.id, id))
      .for('update');
    if (!before) throw blankItemNotFound(id);
    await assertMediaExist(tx, [mediaId]);
    await tx.update(inventories).set({ mainMediaId: mediaId }).where(eq(inventories.id, id));
    await recordCatalogueChange(
      tx,
      act,
      {
        action: 'inventory.picture.set',
        recordType: 'inventory',
        recordId: id,
        before,
        after: { mainMediaId: mediaId },
      },
      [id],
    );
  });
}
