import { DESIGN_SIDES } from '@seed/domain/design';
import { ORDER_STATUSES } from '@seed/domain/order-status';
import { PRINTING_TYPES } from '@seed/domain/print-position';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { PRINT_FILE_PROBLEMS } from '@seed/domain/production';
import { z } from 'zod';
import { BaseQuerySchema, IdParamsSchema, IdSchema, TimestampSchema } from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { AuditReasonSchema } from './staff';

/** The most lines one call marks: a printer's batch is far smaller, and a group mark names no lines. */
export const MAX_MARKED_LINES = 200;

const tags = ['production'];

// Files are streamed as stored or rendered; the schema only names their type for /api/docs.
const fileReply = (type: string) => z.custom<Uint8Array>().describe(type);

const TechniqueSchema = z.enum(PRINTING_TYPES);
const SideSchema = z.enum(DESIGN_SIDES);
const LineIdSchema = z.number().int().min(1).max(2_147_483_647);

export const PrintFileRefSchema = z.object({
  side: SideSchema,
  name: z.string().describe('The file name it downloads as'),
  url: z.string().describe('GET it as a member of staff with the production permission'),
  state: z
    .enum(['ready', 'making', 'failed', 'onDownload'])
    .describe(
      "ready; making (on the job queue); failed (the line's flag says why; a download tries again); " +
        'onDownload (made when first downloaded: an order paid before files were rendered on the queue)',
    ),
});

export const PrintFlagSchema = z
  .object({
    reason: z.enum(PRINT_FILE_PROBLEMS),
    details: z.record(z.string(), z.union([z.string(), z.number()])),
    at: TimestampSchema.nullable().describe('When a render found it; null when seen without rendering'),
  })
  .describe('Why the print file cannot be made; the line is shown, never skipped');

export const PrintedSchema = z.object({
  at: TimestampSchema,
  by: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  batchId: z.string().nullable(),
});

export const ProductionLineSchema = z
  .object({
    id: z.number().int().describe('The order line'),
    orderId: z.number().int(),
    orderStatus: z.enum(ORDER_STATUSES),
    placedAt: TimestampSchema,
    productId: z.number().int().nullable(),
    nameEn: z.string(),
    nameAr: z.string(),
    kind: z
      .enum(['studio', 'bundle', 'catalogue', 'unknown'])
      .describe("Where its print file comes from: the studio's render, a bundle template, an artwork"),
    technique: TechniqueSchema,
    printPosition: PrintPositionSchema,
    count: z.number().int(),
    color: z.object({ nameEn: z.string(), nameAr: z.string(), value: z.string() }).nullable(),
    size: z.string().nullable(),
    picture: MediaSchema.nullable(),
    files: z.array(PrintFileRefSchema),
    flag: PrintFlagSchema.nullable(),
    printed: PrintedSchema.nullable(),
  })
  .meta({ id: 'ProductionLine' });

export const ProductionGroupSchema = z
  .object({
    technique: TechniqueSchema,
    item: z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() }),
    lines: z.array(ProductionLineSchema),
    zipUrl: z.string().describe("A ZIP of the group's print files, the flagged lines left out"),
  })
  .meta({ id: 'ProductionGroup' });

export const ReadyOrderSchema = z.object({
  orderId: z.number().int(),
  placedAt: TimestampSchema,
  status: z.enum(ORDER_STATUSES),
  lineIds: z.array(z.number().int()).describe('Its lines, all printed: what an undo of the order takes back'),
  lastPrintedAt: TimestampSchema,
});

export const ProductionQueueSchema = z.object({
  groups: z.array(ProductionGroupSchema).describe('Lines waiting to be printed, oldest group first'),
  ready: z.array(ReadyOrderSchema).describe('Orders whose lines are all printed: ready to ship'),
});

export const GroupParamsSchema = z.strictObject({ technique: TechniqueSchema, inventoryId: IdSchema });

export const PrintFileQuerySchema = BaseQuerySchema.extend({
  side: SideSchema.optional().describe("The side to print; the line's first side when absent"),
});

export const MarkPrintedBodySchema = z
  .strictObject({
    lineIds: z.array(LineIdSchema).min(1).max(MAX_MARKED_LINES).optional(),
    group: z.strictObject({ technique: TechniqueSchema, inventoryId: LineIdSchema }).optional(),
    note: z.string().trim().max(500, 'At most 500 characters').optional(),
  })
  .refine((body) => (body.lineIds === undefined) !== (body.group === undefined), {
    message: 'Name lines or a group, not both',
  });

export const UnmarkPrintedBodySchema = z.strictObject({
  lineIds: z.array(LineIdSchema).min(1).max(MAX_MARKED_LINES),
  reason: AuditReasonSchema,
});

export const OrderProductionSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  readyToShip: z.boolean().describe('Every line printed'),
  lines: z.array(
    z.object({
      id: z.number().int(),
      nameEn: z.string(),
      nameAr: z.string(),
      count: z.number().int(),
      printed: PrintedSchema.nullable(),
      flag: PrintFlagSchema.nullable(),
    }),
  ),
});

export const production = {
  queue: endpoint({
    method: 'GET',
    path: '/admin/production',
    tags,
    access: { permission: 'production' },
    summary:
      'Paid lines waiting to be printed, grouped by technique and blank item, oldest first; and the orders ready to ship',
    query: BaseQuerySchema,
    reply: ProductionQueueSchema,
    refusals: [],
  }),
  printFile: endpoint({
    method: 'GET',
    path: '/admin/production/lines/:id/print-file',
    tags,
    access: { permission: 'production' },
    summary:
      "A line's print file (PNG at 300 DPI); a catalogue artwork or bundle template is rendered on the job queue when the order is paid",
    description:
      'PRINT_FILE_UNAVAILABLE (409): the file cannot be made; the line is flagged with the reason in details. ' +
      'PRINT_FILE_BEING_MADE (409): a worker is rendering it now. A file not rendered yet and held by no ' +
      'worker (an order paid before files were rendered on the queue, or a failed one) is rendered then.',
    params: IdParamsSchema,
    query: PrintFileQuerySchema,
    reply: fileReply('image/png'),
    errors: [409],
    refusals: ['PRINT_FILE_UNAVAILABLE', 'PRINT_FILE_BEING_MADE', 'PRODUCTION_LINE_NOT_FOUND'],
  }),
  groupZip: endpoint({
    method: 'GET',
    path: '/admin/production/batches/:technique/:inventoryId/files.zip',
    tags,
    access: { permission: 'production' },
    summary:
      "A ZIP of a group's print files, streamed; lines whose file cannot be made are flagged and listed in flagged.txt, those being made on the job queue in waiting.txt",
    params: GroupParamsSchema,
    query: BaseQuerySchema,
    reply: fileReply('application/zip'),
    refusals: ['PRODUCTION_GROUP_EMPTY'],
  }),
  markPrinted: endpoint({
    method: 'POST',
    path: '/admin/production/printed',
    tags,
    access: { permission: 'production' },
    summary:
      'Mark lines, or every unflagged waiting line of a group, printed; the first print moves a PAID order to IN_PRODUCTION',
    description:
      'Lines already printed are left as they are (a second click changes nothing). LINE_NOT_IN_PRODUCTION (409): ' +
      'a line of an order that is not PAID or IN_PRODUCTION.',
    query: BaseQuerySchema,
    body: MarkPrintedBodySchema,
    reply: z.object({
      printed: z.array(z.number().int()).describe('The lines this call marked'),
      batchId: z.string().nullable().describe('Shared by the lines this call marked'),
      startedOrders: z.array(z.number().int()).describe('Orders moved from PAID to IN_PRODUCTION'),
    }),
    errors: [409],
    refusals: ['LINE_NOT_IN_PRODUCTION', 'PRODUCTION_LINE_NOT_FOUND', 'PRODUCTION_GROUP_EMPTY'],
  }),
  unmarkPrinted: endpoint({
    method: 'POST',
    path: '/admin/production/unprinted',
    tags,
    access: { permission: 'production' },
    summary: 'Undo a mistaken "printed" mark, with the reason; the order keeps its status',
    query: BaseQuerySchema,
    body: UnmarkPrintedBodySchema,
    reply: z.object({ unprinted: z.array(z.number().int()) }),
    errors: [409],
    refusals: ['LINE_NOT_IN_PRODUCTION', 'LINE_NOT_PRINTED', 'PRODUCTION_LINE_NOT_FOUND'],
  }),
  order: endpoint({
    method: 'GET',
    path: '/admin/production/orders/:id',
    tags,
    access: { permission: 'production' },
    summary:
      "An order's production: each line printed or not, flagged or not, and whether it is ready to ship",
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: OrderProductionSchema,
    refusals: ['ORDER_NOT_FOUND'],
  }),
};
