import type { MediaStore } from '@seed/media/store';
import type { Config } from '../config';
import type { CommerceOptions } from '../http/commerce';
import { expireUnpaidOrders } from '../modules/checkout/expire-unpaid';
import { sendSaleMails } from '../modules/earnings/artist-mail';
import { clearEarnings } from '../modules/earnings/ledger';
import { sendLowStockMails } from '../modules/inventory/low-stock';
import { lowStockRecipients } from '../modules/inventory/stock-routes';
import { deleteUnusedCustomProducts } from '../modules/products/custom-product-cleanup';
import { deleteRenderedFile } from '../modules/studio/rendered-files';
import type { RecurringJob } from './job-queue';

type StoreJobDeps = {
  commerce: CommerceOptions;
  store: MediaStore;
  config: Pick<
    Config,
    'ORDER_PAYMENT_TIMEOUT_MINUTES' | 'CUSTOM_PRODUCT_RETENTION_DAYS' | 'RETURN_WINDOW_DAYS' | 'PUBLIC_URL'
  >;
};

/** The store's recurring jobs; their handlers are plain functions, tested without the queue. */
export function storeJobs({ commerce, store, config }: StoreJobDeps): RecurringJob[] {
  return [
    {
      // Every minute, so an order is let go at most a minute after its timeout.
      name: 'expire-unpaid-orders',
      cron: '* * * * *',
      run: (log) =>
        expireUnpaidOrders(commerce, { timeoutMinutes: config.ORDER_PAYMENT_TIMEOUT_MINUTES }, log),
    },
    {
      // Every minute: a sale that takes a variant below its threshold is mailed about a minute later at most
      // (a staff edit mails at once, after its commit).
      name: 'mail-low-stock',
      cron: '* * * * *',
      run: async (log) => {
        const mailed = await sendLowStockMails(commerce.db, {
          mailer: commerce.mailer,
          recipients: lowStockRecipients,
          publicUrl: commerce.publicUrl,
        });
        if (mailed > 0) log.info({ mailed }, 'low-stock crossings mailed');
      },
    },
    {
      // Hourly, off the hour; retention is counted in days, so this is precise enough.
      name: 'delete-unused-custom-products',
      cron: '23 * * * *',
      run: (log) =>
        deleteUnusedCustomProducts(
          { db: commerce.db, deleteFile: (file) => deleteRenderedFile(store, file) },
          { retentionDays: config.CUSTOM_PRODUCT_RETENTION_DAYS },
          log,
        ),
    },
    {
      // Hourly: an artist's earning clears within the hour its return window ends.
      name: 'clear-artist-earnings',
      cron: '41 * * * *',
      run: async () => {
        await clearEarnings(commerce.db, { now: new Date(), returnWindowDays: config.RETURN_WINDOW_DAYS });
      },
    },
    {
      // Daily, in the Kuwaiti morning: the "your design sold" e-mails of the day before.
      name: 'send-artist-sale-mails',
      cron: '0 6 * * *',
      run: async () => {
        await sendSaleMails(
          { db: commerce.db, mailer: commerce.mailer, publicUrl: config.PUBLIC_URL },
          new Date(),
        );
      },
    },
  ];
}
