import { DESIGN_REQUEST_STATUSES, designRequestMoveRefusals } from '@seed/domain/design-request';
import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { CART_ADD_REFUSALS } from './cart';
import {
  BaseQuerySchema,
  IdParamsSchema,
  PagingQuerySchema,
  QueryBooleanSchema,
  TimestampSchema,
} from './common';
import { endpoint } from './endpoint';
import { MediaSchema } from './media';
import { DESIGN_REFUSALS, DesignSchema } from './studio';

export const MAX_ITEMS_PER_REQUEST = 10;
export const MAX_ATTACHMENTS = 5;
export const MAX_PROPOSAL_PRODUCTS = 10;
export const MAX_MESSAGE_LENGTH = 2000;
// A brief is a few photos or a PDF of sketches; larger files are scans that should be exported smaller.
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const id = z.number().int();
// The API hands Dates to the serialiser, which writes ISO text; coerced, so a client checking the reply reads
// that text back instead of refusing it.
const TimeSchema = TimestampSchema;
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
  all: QueryBooleanSchema.optional().describe(
    "Designers only (permission designRequests): everyone's requests, not just your own",
  ),
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
        'Images: the large variant. Files: GET design-requests/attachments/{id}, owner or designers only',
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
  createdAt: TimeSchema,
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
    createdAt: TimeSchema,
    updatedAt: TimeSchema,
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

const tags = ['design requests'];
const byId = { params: IdParamsSchema, query: BaseQuerySchema, reply: DesignRequestSchema } as const;

export const designRequests = {
  list: endpoint({
    method: 'GET',
    path: '/design-requests',
    tags,
    access: 'signedIn',
    summary:
      'Your design requests, newest first; designers (permission designRequests) see everyone’s with all=true',
    query: DesignRequestListQuerySchema,
    reply: DesignRequestListSchema,
    errors: [403],
    refusals: [],
  }),
  active: endpoint({
    method: 'GET',
    path: '/design-requests/active',
    tags,
    access: 'signedIn',
    summary: 'Your requests that are not DONE or CANCELLED yet, newest first',
    query: DesignRequestListQuerySchema.omit({ all: true, status: true }),
    reply: DesignRequestListSchema,
    refusals: [],
  }),
  create: endpoint({
    method: 'POST',
    path: '/design-requests',
    tags,
    access: 'signedIn',
    summary: 'File a design request (status NEW)',
    query: BaseQuerySchema,
    body: DesignRequestBodySchema,
    reply: DesignRequestSchema,
    status: 201,
    refusals: ['DESIGN_REQUEST_ITEM_NOT_OFFERED', 'DESIGN_REQUEST_ATTACHMENT_NOT_FOUND'],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/design-requests/:id',
    tags,
    access: 'signedIn',
    summary: 'One of your requests (any, for designers) with its thread and proposed products',
    ...byId,
    refusals: [],
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/design-requests/:id/edit',
    tags,
    access: 'signedIn',
    summary: 'Edit a DONE request (spec §4: only DONE is editable): new items and brief, back to NEW',
    ...byId,
    body: DesignRequestBodySchema,
    errors: [403, 409],
    refusals: [
      ...designRequestMoveRefusals('edit'),
      'DESIGN_REQUEST_ITEM_NOT_OFFERED',
      'DESIGN_REQUEST_ATTACHMENT_NOT_FOUND',
    ],
  }),
  requestChange: endpoint({
    method: 'POST',
    path: '/design-requests/:id/request-change',
    tags,
    access: 'signedIn',
    summary: 'Send a proposal back with what should change (WAITING_APPROVAL → REQUEST_FOR_CHANGE)',
    ...byId,
    body: ChangeRequestBodySchema,
    errors: [403, 409],
    refusals: designRequestMoveRefusals('requestChange'),
  }),
  accept: endpoint({
    method: 'POST',
    path: '/design-requests/:id/accept',
    tags,
    access: 'signedIn',
    summary: 'Accept the proposal (WAITING_APPROVAL → DONE)',
    ...byId,
    errors: [403, 409],
    refusals: designRequestMoveRefusals('accept'),
  }),
  addToCart: endpoint({
    method: 'POST',
    path: '/design-requests/:id/add-to-cart',
    tags,
    access: 'signedIn',
    summary: 'Put the latest proposal’s products in your cart (WAITING_APPROVAL or DONE); no status change',
    description: 'Products already in the cart are left as they are; each new one is added once.',
    ...byId,
    errors: [403, 409],
    refusals: [
      'PROPOSAL_NOT_READY',
      'DESIGN_REQUEST_CLOSED',
      'PROPOSAL_ITEM_HAS_NO_VARIANTS',
      ...CART_ADD_REFUSALS,
    ],
  }),
  uploadAttachment: endpoint({
    method: 'POST',
    path: '/design-requests/upload-attachment',
    tags,
    access: 'signedIn',
    summary: 'Upload a file for a design request: an image or a PDF',
    description: [
      `One file as multipart/form-data in the field "file", at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB: an`,
      'image (JPEG, PNG, GIF, WebP, BMP or SVG, stored as webp variants like POST media/upload) or a PDF (kept',
      'as sent, readable only by you and the designers). The type is read from the content, not the name.',
      'Send the returned id in attachmentIds. 400 for any other type, 413 over the size limit.',
    ].join(' '),
    query: BaseQuerySchema,
    multipart: true,
    reply: AttachmentSchema,
    status: 201,
    errors: [413, 429],
    refusals: ['ATTACHMENT_TYPE_NOT_ALLOWED', 'ATTACHMENT_UNREADABLE'],
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/design-requests/attachments/:id',
    tags,
    access: 'signedIn',
    summary: 'Download a PDF attachment: your own, or any for designers',
    description: 'The file itself (application/pdf, as a download), not JSON; 404 for anyone else’s.',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: z.string().describe('The PDF, application/pdf'),
    refusals: [],
  }),
  process: endpoint({
    method: 'POST',
    path: '/design-requests/:id/process',
    tags,
    access: { permission: 'designRequests' },
    summary: 'Designers: start work (NEW or REQUEST_FOR_CHANGE → PROCESSING)',
    ...byId,
    errors: [409],
    refusals: designRequestMoveRefusals('process'),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/design-requests/:id/cancel',
    tags,
    access: { permission: 'designRequests' },
    summary: 'Designers: cancel an open request (→ CANCELLED)',
    ...byId,
    errors: [409],
    refusals: designRequestMoveRefusals('cancel'),
  }),
  propose: endpoint({
    method: 'POST',
    path: '/design-requests/:id/proposal',
    tags,
    access: { permission: 'designRequests' },
    summary: 'Designers: answer with a message, images and products (PROCESSING → WAITING_APPROVAL)',
    description:
      'Each design becomes a product of the shopper’s own (never listed, made as the studio makes ' +
      `them), so they can buy it. At most ${MAX_PROPOSAL_PRODUCTS}, each for one of the requested items.`,
    ...byId,
    body: ProposalBodySchema,
    errors: [409],
    refusals: [
      ...designRequestMoveRefusals('propose'),
      'DESIGN_REQUEST_ATTACHMENT_NOT_FOUND',
      'PROPOSAL_IMAGES_ONLY',
      'PROPOSAL_ITEM_NOT_REQUESTED',
      // Each design is made into a product the way the studio makes one.
      ...DESIGN_REFUSALS,
    ],
  }),
};
