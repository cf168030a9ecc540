import { STOCK_COUNT_MAX, STOCK_FILE_PROBLEMS } from '@seed/domain/stock-file';
import { z } from 'zod';
import {
  BaseQuerySchema,
  IdSchema,
  PagingQuerySchema,
  pageSchema,
  QueryBooleanSchema,
  TimestampSchema,
} from './common';
import { endpoint } from './endpoint';

/** Variants a page of the stock grid shows, and movements a page of their history. */
export const STOCK_PAGE_SIZE = 50;
export const STOCK_MOVEMENTS_PAGE_SIZE = 50;
/** A grid save changes at most a page's worth of variants (what one form can hold). */
export const STOCK_SAVE_MAX = 200;
/** A stock file as text: 5,000 rows of a few dozen characters fit with room to spare. */
export const STOCK_FILE_MAX_CHARS = 1_000_000;

export const STOCK_REASONS = [
  'SALE',
  'RELEASE',
  'REFUND_RESTOCK',
  'RETURN_RESTOCK',
  'MANUAL',
  'IMPORT',
  'CREATED',
] as const;

const id = z.number().int();
const whole = (max: number) => z.number().int('A whole number').min(0, '0 or more').max(max);
const NoteSchema = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .describe('Why, kept on each movement');

export const StockListQuerySchema = PagingQuerySchema.extend({
  inventoryId: IdSchema.optional().describe('Only this blank item'),
  colorId: IdSchema.optional().describe('Only this colour'),
  sizeId: IdSchema.optional().describe('Only this size'),
  low: QueryBooleanSchema.optional().describe('Only variants low on stock (below their threshold, or at 0)'),
});
export type StockListQuery = z.infer<typeof StockListQuerySchema>;

/** What names a variant on every stock page: its blank item, colour and size in both languages. */
export const StockVariantSchema = z.object({
  id,
  inventoryId: id,
  itemNameAr: z.string(),
  itemNameEn: z.string(),
  colorNameAr: z.string(),
  colorNameEn: z.string(),
  colorValue: z.string(),
  sizeLabel: z.string(),
});

export const StockRowSchema = StockVariantSchema.extend({
  count: z.number().int(),
  lowStockThreshold: z.number().int(),
  cost: z.number().int().describe('KWD fils'),
  surcharge: z.number().int().describe('KWD fils, added to the price'),
  low: z.boolean().describe('Below its threshold, or at 0'),
  notifiAdmin: z.boolean().describe('Staff were told it is low; cleared when stock is back at its threshold'),
}).meta({ id: 'StockRow' });

const ChoiceSchema = z.object({ id, nameAr: z.string(), nameEn: z.string() });

export const StockSaveBodySchema = z.strictObject({
  changes: z
    .array(
      z.strictObject({
        id,
        count: whole(STOCK_COUNT_MAX).optional(),
        lowStockThreshold: whole(STOCK_COUNT_MAX).optional(),
        cost: whole(100_000_000).optional(),
        surcharge: whole(100_000_000).optional(),
      }),
    )
    .min(1, 'Nothing to save')
    .max(STOCK_SAVE_MAX),
  note: NoteSchema.optional(),
});
export type StockSaveBody = z.infer<typeof StockSaveBodySchema>;

export const StockFileBodySchema = z.strictObject({
  csv: z.string().max(STOCK_FILE_MAX_CHARS, 'The file is too large').describe('The stock file, as exported'),
  note: NoteSchema.optional(),
});

const StockFileErrorSchema = z.object({ line: z.number().int(), problem: z.enum(STOCK_FILE_PROBLEMS) });

const StockChangeSchema = StockVariantSchema.extend({
  line: z.number().int().describe("The row's line in the file"),
  before: z.number().int(),
  after: z.number().int(),
});

export const StockMovementsQuerySchema = PagingQuerySchema.extend({
  variantId: IdSchema.optional().describe("Only this variant's movements"),
  inventoryId: IdSchema.optional().describe("Only this blank item's variants"),
  reason: z.enum(STOCK_REASONS).optional(),
});

export const StockMovementSchema = z
  .object({
    id,
    at: TimestampSchema,
    reason: z.enum(STOCK_REASONS),
    delta: z.number().int(),
    countAfter: z.number().int(),
    orderId: id.nullable(),
    staff: z.object({ id, name: z.string() }).nullable(),
    note: z.string().nullable(),
    lowStockAlert: z.boolean().describe('This change took the variant into low stock'),
    variant: StockVariantSchema,
  })
  .meta({ id: 'StockMovement' });

const tags = ['stock'];
const access = { permission: 'catalogue' } as const;

export const adminStock = {
  list: endpoint({
    method: 'GET',
    path: '/admin/stock',
    tags,
    access,
    summary:
      'The variants of every blank item with their stock, threshold, cost and surcharge; filtered and paged',
    description: `${STOCK_PAGE_SIZE} variants per page by default, by blank item, colour and size. Also the filters' choices.`,
    query: StockListQuerySchema,
    reply: pageSchema('variants', StockRowSchema).extend({
      total: z.number().int(),
      items: z.array(ChoiceSchema),
      colors: z.array(ChoiceSchema),
      sizes: z.array(z.object({ id, label: z.string() })),
    }),
    refusals: [],
  }),
  save: endpoint({
    method: 'POST',
    path: '/admin/stock',
    tags,
    access,
    summary:
      "Saves the grid: each variant's changed fields in one transaction, each changed count a MANUAL movement",
    description:
      'Fields left out are not changed. An unknown variant refuses the whole save (STOCK_VARIANT_NOT_FOUND). ' +
      'A count taken below a threshold mails the catalogue staff once.',
    query: BaseQuerySchema,
    body: StockSaveBodySchema,
    reply: z.object({ changed: z.number().int().describe('Variants changed') }),
    refusals: ['STOCK_VARIANT_NOT_FOUND'],
  }),
  csv: endpoint({
    method: 'GET',
    path: '/admin/stock.csv',
    tags,
    access,
    summary: 'Every variant as a stock file (CSV, UTF-8 with a byte-order mark), to edit and import back',
    description:
      'Columns: variant, item, colour, size, count, threshold, cost, surcharge. Import reads variant and count.',
    query: StockListQuerySchema.omit({ limit: true, offset: true }),
    reply: z.string().describe('text/csv; charset=utf-8'),
    refusals: [],
  }),
  dryRun: endpoint({
    method: 'POST',
    path: '/admin/stock/import/dry-run',
    tags,
    access,
    summary:
      'Reads a stock file and says what importing it would change (old → new per variant); changes nothing',
    description: 'A file with any bad row lists every one by its line: importing it would change nothing.',
    query: BaseQuerySchema,
    body: StockFileBodySchema,
    reply: z.object({
      changes: z.array(StockChangeSchema).describe('Only the variants whose count would change'),
      unchanged: z.number().int().describe('Rows whose count is already what the file says'),
      errors: z.array(StockFileErrorSchema),
    }),
    refusals: [],
  }),
  import: endpoint({
    method: 'POST',
    path: '/admin/stock/import',
    tags,
    access,
    summary: 'Applies a stock file in one transaction: each changed count an IMPORT movement, one audit row',
    description: 'Any bad row refuses the whole file (STOCK_FILE_INVALID, naming the first bad line).',
    query: BaseQuerySchema,
    body: StockFileBodySchema,
    reply: z.object({ changed: z.number().int() }),
    refusals: ['STOCK_FILE_INVALID'],
  }),
  movements: endpoint({
    method: 'GET',
    path: '/admin/stock/movements',
    tags,
    access,
    summary: 'Stock movements, newest first: who, when, why, by how much and the count after',
    description: `${STOCK_MOVEMENTS_PAGE_SIZE} per page by default; filter by variant, blank item or reason.`,
    query: StockMovementsQuerySchema,
    reply: pageSchema('movements', StockMovementSchema).extend({ total: z.number().int() }),
    refusals: [],
  }),
};
