import { MAX_ITEM_COUNT, MIN_ITEM_COUNT } from '@seed/domain/cart-line';
import { DESIGN_SIDES } from '@seed/domain/design';
import { PrintingTypeSchema, PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import { MediaSchema } from './media';
import { ProductSchema } from './products';

// Coordinates are fractions of the print area; bounds here only keep numbers sane, the rules in
// @seed/domain/design decide what fits.
const fraction = z.number().finite().min(-1).max(2);
const placement = {
  x: fraction,
  y: fraction,
  rotation: z.number().finite().min(-360).max(360),
};
const width = z.number().finite().positive().max(4);
const aspect = z.number().finite().positive().max(20);
const id = z.number().int().positive().max(2_147_483_647);

const ImageLayerSchema = z.strictObject({
  kind: z.literal('image'),
  mediaId: id,
  width,
  aspect,
  ...placement,
});
const TextLayerSchema = z.strictObject({
  kind: z.literal('text'),
  text: z
    .string()
    .max(120, 'Text layers hold at most 120 characters')
    .refine((text) => text.trim().length > 0, 'A text layer needs some text')
    .refine((text) => text.split('\n').length <= 6, 'A text layer has at most 6 lines'),
  fontFamily: z.string().min(1).max(60),
  fontSize: z.number().finite().positive().max(1000),
  colorId: id,
  direction: z.enum(['rtl', 'ltr']),
  ...placement,
});
const IconLayerSchema = z.strictObject({
  kind: z.literal('icon'),
  embroideryIconId: id,
  width,
  ...placement,
});
const GifLayerSchema = z.strictObject({
  kind: z.literal('gif'),
  gifId: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Not a GIF id'),
  previewUrl: z.url({ protocol: /^https?$/ }).max(500),
  width,
  aspect,
  ...placement,
});
const LayerSchema = z.discriminatedUnion('kind', [
  ImageLayerSchema,
  TextLayerSchema,
  IconLayerSchema,
  GifLayerSchema,
]);
const LayersSchema = z.array(LayerSchema).max(20, 'A side holds at most 20 layers');

export const DesignSchema = z.strictObject({
  inventoryId: id,
  printingType: PrintingTypeSchema,
  printPosition: PrintPositionSchema,
  colorsToSizesId: id,
  sides: z.strictObject(
    Object.fromEntries(DESIGN_SIDES.map((side) => [side, LayersSchema.optional()])) as Record<
      (typeof DESIGN_SIDES)[number],
      z.ZodOptional<typeof LayersSchema>
    >,
  ),
});

export const CreateBodySchema = z.strictObject({
  design: DesignSchema,
  count: z.number().int().min(MIN_ITEM_COUNT).max(MAX_ITEM_COUNT).default(1),
  addToCart: z.boolean().default(false),
});

const PrintFileSchema = z.object({
  side: z.enum(DESIGN_SIDES),
  mediaId: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string().describe('API path of the PNG; only its owner (or an admin) may fetch it'),
});

export const CreatedSchema = z.object({
  product: ProductSchema,
  printFiles: z.array(PrintFileSchema),
  cartLine: z
    .object({
      id: z.number().int(),
      productId: z.number().int(),
      colorsToSizesId: z.number().int(),
      count: z.number().int(),
      printPosition: PrintPositionSchema,
    })
    .optional(),
});

export const FontsSchema = z.object({
  fonts: z.array(
    z.object({
      family: z.string(),
      stack: z.array(z.string()).describe('CSS font-family list; the Latin companion comes second'),
      files: z.array(z.object({ family: z.string(), url: z.string(), format: z.literal('truetype') })),
    }),
  ),
});

export const FontFileParamsSchema = z.strictObject({ file: z.string().regex(/^[A-Za-z-]+\.ttf$/) });

export const GifQuerySchema = z.strictObject({
  q: z.string().trim().max(50).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(24),
  offset: z.coerce.number().int().min(0).max(4999).default(0),
  deviceId: z.string().optional(),
  currency: z.string().optional(),
  locale: z.string().optional(),
});

export const GifsSchema = z.object({
  enabled: z.boolean(),
  gifs: z.array(z.object({ id: z.string(), previewUrl: z.string(), width: z.number(), height: z.number() })),
});

export const StudioStartSchema = z.object({
  productId: z.number().int(),
  inventoryId: z.number().int().describe('The blank item the studio opens'),
  printingType: PrintingTypeSchema,
  printPosition: PrintPositionSchema,
  colorId: z.number().int().nullable().describe("The product's garment colour; null when unknown"),
  colorsToSizesId: z.number().int().nullable().describe('The variant of an own product; null for the shop’s'),
  sides: DesignSchema.shape.sides,
  pictures: z
    .array(
      MediaSchema.extend({
        width: z.number().int().nullable().describe('Pixels, for the print-quality check'),
        height: z.number().int().nullable(),
        ownUpload: z.boolean().describe("The caller's own upload (background removal takes only those)"),
      }),
    )
    .describe('The images the image layers show'),
});
