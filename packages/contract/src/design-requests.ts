import { DESIGN_REQUEST_STATUSES } from '@seed/domain/design-request';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { PagingQuerySchema, QueryBooleanSchema } from './common';
import { MediaSchema } from './media';
import { DesignSchema } from './studio';

export const MAX_ITEMS_PER_REQUEST = 10;
export const MAX_ATTACHMENTS = 5;
export const MAX_PROPOSAL_PRODUCTS = 10;
export const MAX_MESSAGE_LENGTH = 2000;
// A brief is a few photos or a PDF of sketches; larger files are scans that should be exported smaller.
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const id = z.number().int();
const BodyIdSchema = z.number({ error: 'Expected an id' }).int().min(1).max(2_147_483_647);
const ids = (max: number, what: string) =>
  z
    .array(BodyIdSchema)
    .max(max, `At most ${max} ${what}`)
    .transform((list) => [...new Set(list)]);
const message = (required: string) =>
  z.string().trim().min(1, required).max(MAX_MESSAGE_LENGTH, `At most ${MAX_MESSAGE_LENGTH} characters`);

export const DesignRequestStatusSchema = z.enum(DESIGN_REQUEST_STATUSES);

export const DesignRequestBodySchema = z.strictObject({
  inventoryIds: ids(MAX_ITEMS_PER_REQUEST, 'items')
    .refine((list) => list.length > 0, 'Choose at least one item')
    .describe('Blank items that take design requests (GET inventory?forDesignRequest=true)'),
  idea: message('Describe your idea').describe('What the shopper wants designed'),
  attachmentIds: ids(MAX_ATTACHMENTS, 'attachments')
    .default([])
    .describe('Ids returned by POST design-requests/upload-attachment, your own uploads only'),
});
export type DesignRequestBody = z.infer<typeof DesignRequestBodySchema>;

export const ChangeRequestBodySchema = z.strictObject({ message: message('Say what should change') });

export const ProposalBodySchema = z.strictObject({
  message: message('Write a message for the shopper'),
  imageIds: ids(MAX_ATTACHMENTS, 'images')
    .default([])
    .describe('Your own uploaded images (POST media/upload or design-requests/upload-attachment)'),
  designs: z
    .array(DesignSchema)
    .min(1, 'Propose at least one product')
    .max(MAX_PROPOSAL_PRODUCTS, `At most ${MAX_PROPOSAL_PRODUCTS} products`)
    .describe(
      'Studio designs (as POST products/v2/user/create takes them), each for one of the requested items; images must be your own uploads',
    ),
});
export type ProposalBody = z.infer<typeof ProposalBodySchema>;

export const DesignRequestListQuerySchema = PagingQuerySchema.extend({
  all: QueryBooleanSchema.optional().describe("Admins only: everyone's requests, not just your own"),
  status: DesignRequestStatusSchema.optional(),
});

const StatusFieldsSchema = {
  status: DesignRequestStatusSchema,
  statusEn: z.string(),
  statusAr: z.string(),
};

const RequestInventorySchema = z.object({
  id,
  nameEn: z.string(),
  nameAr: z.string(),
  media: MediaSchema.nullable(),
});

export const AttachmentSchema = z
  .object({
    id: id.describe('The media id'),
    kind: z.enum(['IMAGE', 'FILE']),
    name: z.string(),
    url: z
      .string()
      .describe(
        'Images: the large variant. Files: GET design-requests/attachments/{id}, owner or admin only',
      ),
    media: MediaSchema.nullable().describe('Images only'),
    width: z.number().int().nullable().describe('Images only: pixels, for placing it in a design'),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'DesignRequestAttachment' });

export const RequestProductSchema = z.object({
  id,
  nameEn: z.string(),
  nameAr: z.string(),
  inventoryId: id,
  media: MediaSchema.nullable(),
  price: MoneySchema,
  inCart: z.boolean(),
});

const ContentSchema = z.object({
  id,
  message: z.string(),
  createdAt: z.date(),
  author: z.enum(['SHOPPER', 'DESIGNER']),
  images: z.array(AttachmentSchema),
  files: z.array(AttachmentSchema),
  products: z.array(RequestProductSchema),
});

export const DesignRequestSummarySchema = z
  .object({
    id,
    uid: z.string(),
    ...StatusFieldsSchema,
    createdAt: z.date(),
    updatedAt: z.date(),
    user: z.object({ id, firstName: z.string(), lastName: z.string(), email: z.string() }),
    inventories: z.array(RequestInventorySchema),
  })
  .meta({ id: 'DesignRequestSummary' });

export const DesignRequestSchema = DesignRequestSummarySchema.extend({
  contents: z.array(ContentSchema).describe('The thread, oldest first: the latest content is the last entry'),
  products: z.array(RequestProductSchema).describe('The latest proposal'),
  allInCart: z.boolean(),
}).meta({ id: 'DesignRequest' });

export const DesignRequestListSchema = z.object({
  designRequests: z.array(DesignRequestSummarySchema),
  count: z.number().int().describe('All matching requests, on every page'),
  limit: z.number().int(),
  offset: z.number().int(),
});
