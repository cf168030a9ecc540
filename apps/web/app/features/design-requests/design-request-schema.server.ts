import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';
import { MediaUrlsSchema } from '../catalog/image-sources';

// The API's design requests as the web reads them (spec §3 DesignRequest); statuses stay strings, so one
// the web does not know yet still renders (grey, spec §4).

const MediaSchema = MediaUrlsSchema.extend({ id: z.number() });

const ItemSchema = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  media: MediaSchema.nullable(),
});

export const AttachmentSchema = z.object({
  id: z.number(),
  kind: z.enum(['IMAGE', 'FILE']),
  name: z.string(),
  url: z.string(),
  media: MediaSchema.nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

const ProductSchema = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  inventoryId: z.number(),
  media: MediaSchema.nullable(),
  price: MoneySchema,
  inCart: z.boolean(),
});

export const DesignRequestSummarySchema = z.object({
  id: z.number(),
  uid: z.string(),
  status: z.string(),
  statusEn: z.string(),
  statusAr: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  inventories: z.array(ItemSchema),
});

export const DesignRequestSchema = DesignRequestSummarySchema.extend({
  contents: z.array(
    z.object({
      id: z.number(),
      message: z.string(),
      createdAt: z.string(),
      author: z.enum(['SHOPPER', 'DESIGNER']),
      images: z.array(AttachmentSchema),
      files: z.array(AttachmentSchema),
      products: z.array(ProductSchema),
    }),
  ),
  products: z.array(ProductSchema),
  allInCart: z.boolean(),
});
export type DesignRequest = z.infer<typeof DesignRequestSchema>;

export const DesignRequestListSchema = z.object({
  designRequests: z.array(DesignRequestSummarySchema),
  count: z.number(),
});

export const RequestItemsSchema = z.object({
  inventories: z.array(
    z.object({ id: z.number(), nameEn: z.string(), nameAr: z.string(), mainMedia: MediaSchema.nullable() }),
  ),
});
