import { Readable } from 'node:stream';
import { adminStock, STOCK_MOVEMENTS_PAGE_SIZE, STOCK_PAGE_SIZE } from '@seed/contract/admin-stock';
import type { Db } from '@seed/db/client';
import { CSV_BOM, csvRow } from '@seed/domain/csv';
import type { Locale } from '@seed/domain/locale';
import { isLowStock } from '@seed/domain/low-stock';
import { clampPaging } from '@seed/domain/paging';
import { can } from '@seed/domain/staff-permissions';
import { STOCK_FILE_COLUMNS } from '@seed/domain/stock-file';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { namedPage } from '../../http/page';
import { serve } from '../../http/serve';
import type { Mailer } from '../mail/mailer';
import { recordAudit } from '../staff/audit';
import { listStaff } from '../staff/service';
import { findAccounts, findContact } from '../users/service';
import { sendLowStockMails } from './low-stock';
import { allStock, listMovements, listStock, stockChoices } from './stock-read';
import { importStock, planStockImport, saveStockGrid } from './stock-service';

export type StockModuleOptions = ModuleOptions & { mailer: Mailer; publicUrl?: string };

const presentRow = <R extends { count: number; lowStockThreshold: number }>(row: R) => ({
  ...row,
  low: isLowStock(row.count, row.lowStockThreshold),
});

function stockFile(batches: ReturnType<typeof allStock>, locale: Locale): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(STOCK_FILE_COLUMNS);
    for await (const rows of batches) {
      yield rows
        .map((row) =>
          csvRow([
            row.id,
            locale === 'ar' ? row.itemNameAr : row.itemNameEn,
            locale === 'ar' ? row.colorNameAr : row.colorNameEn,
            row.sizeLabel,
            row.count,
            row.lowStockThreshold,
            row.cost,
            row.surcharge,
          ]),
        )
        .join('');
    }
  }
  return Readable.from(lines());
}

/**
 * Everyone who may work the stock desk, with the language to write to them in: they are told when a variant
 * runs low. Composed here, above the modules, because the staff module's list is built on the users module.
 */
export async function lowStockRecipients(db: Db) {
  const staff = await listStaff(db);
  const chosen = staff.filter((member) => can([member.role, ...member.staffRoles], 'catalogue'));
  const contacts = await Promise.all(chosen.map((member) => findContact(db, member.id)));
  return contacts.flatMap((contact) => (contact ? [contact] : []));
}

/** The stock desk of the back office (issue 21): every call needs the `catalogue` permission. */
export async function stockRoutes(app: FastifyInstance, { db, mailer, publicUrl }: StockModuleOptions) {
  // The change is committed; a mail server's failure is logged (the job retries it), not a failed save.
  const mailCrossings = (log: FastifyBaseLogger) =>
    sendLowStockMails(db, { mailer, recipients: lowStockRecipients, publicUrl }).catch((err: unknown) =>
      log.error({ err }, 'low-stock e-mail failed'),
    );

  serve(app, adminStock.list, async (request) => {
    const { inventoryId, colorId, sizeId, low } = request.query;
    const paging = clampPaging(request.query, { defaultLimit: STOCK_PAGE_SIZE });
    const [page, choices] = await Promise.all([
      listStock(db, { inventoryId, colorId, sizeId, low }, paging),
      stockChoices(db),
    ]);
    return { ...namedPage('variants', page, presentRow), total: page.total, ...choices };
  });

  serve(app, adminStock.save, async (request) => {
    const changed = await saveStockGrid(db, request.body.changes, {
      staffId: request.user.id,
      requestId: request.id,
      note: request.body.note || null,
      recordAudit,
    });
    await mailCrossings(request.log);
    return { changed };
  });

  serve(app, adminStock.csv, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="stock-${day}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(stockFile(allStock(db, request.query), request.ctx.locale));
  });

  serve(app, adminStock.dryRun, async (request) => {
    const { changes, unchanged, errors } = await planStockImport(db, request.body.csv);
    return { changes, unchanged, errors };
  });

  serve(app, adminStock.import, async (request) => {
    const changed = await importStock(db, request.body.csv, {
      staffId: request.user.id,
      requestId: request.id,
      note: request.body.note || null,
      recordAudit,
    });
    await mailCrossings(request.log);
    return { changed };
  });

  serve(app, adminStock.movements, async (request) => {
    const { variantId, inventoryId, reason } = request.query;
    const paging = clampPaging(request.query, { defaultLimit: STOCK_MOVEMENTS_PAGE_SIZE });
    const page = await listMovements(db, { variantId, inventoryId, reason }, paging);
    const staffIds = [...new Set(page.items.flatMap((row) => (row.staffId === null ? [] : [row.staffId])))];
    const names = new Map(
      (await findAccounts(db, staffIds)).map((account) => [
        account.id,
        `${account.firstName} ${account.lastName}`.trim() || account.email,
      ]),
    );
    return {
      ...namedPage('movements', page, ({ staffId, ...row }) => ({
        ...row,
        // A closed account keeps its number in the history; its name is gone with it.
        staff: staffId === null ? null : { id: staffId, name: names.get(staffId) ?? `#${staffId}` },
      })),
      total: page.total,
    };
  });
}
