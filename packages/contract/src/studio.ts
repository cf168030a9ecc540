import { MAX_ITEM_COUNT, MIN_ITEM_COUNT } from '@seed/domain/cart-line';
import { DESIGN_SIDES, TEXT_LAYER_LIMITS } from '@seed/domain/design';
import { IMAGE_REFUSALS } from '@seed/domain/image-upload';
import { PrintingTypeSchema, PrintPositionSchema } from '@seed/domain/print-position-schema';
import { z } from 'zod';
import { CART_ADD_REFUSALS } from './cart';
import { BaseQuerySchema, IdParamsSchema } from './common';
import { endpoint } from './endpoint';
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
    .max(TEXT_LAYER_LIMITS.maxChars, `Text layers hold at most ${TEXT_LAYER_LIMITS.maxChars} characters`)
    .refine((text) => text.trim().length > 0, 'A text layer needs some text')
    .refine(
      (text) => text.split('\n').length <= TEXT_LAYER_LIMITS.maxLines,
      `A text layer has at most ${TEXT_LAYER_LIMITS.maxLines} lines`,
    ),
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

/** Why a studio design cannot be made into a product, beyond a field the schema refuses (also a designer's proposal). */
export const DESIGN_REFUSALS = [
  'TECHNIQUE_NOT_OFFERED',
  'PRINT_POSITION_NOT_OFFERED',
  'VARIANT_NOT_OFFERED',
  'SIDE_EMPTY',
  'SIDE_NOT_PRINTED',
  'DESIGN_OUTSIDE_PRINT_AREA',
  'LAYER_TOO_SMALL',
  'DESIGN_TOO_LARGE',
  'DPI_TOO_LOW',
  'FONT_SIZE_OUT_OF_RANGE',
  'FONT_NOT_OFFERED',
  'TEXT_COLOR_NOT_OFFERED',
  'GIF_SEARCH_UNAVAILABLE',
  'GIF_NOT_FOUND',
  'GIF_TOO_LARGE',
  ...IMAGE_REFUSALS,
] as const;

const tags = ['customization'];

// Files are sent as they are stored; the schema only names their type for /api/docs.
const fileReply = (type: string) => z.custom<Uint8Array>().describe(type);

export const studio = {
  fonts: endpoint({
    method: 'GET',
    path: '/studio/fonts',
    tags,
    access: 'anyone',
    summary: 'Fonts the studio offers: the files the server prints with, all of them shaping Arabic',
    query: BaseQuerySchema,
    reply: FontsSchema,
    refusals: [],
  }),
  fontFile: endpoint({
    method: 'GET',
    path: '/studio/fonts/:file',
    tags,
    access: 'anyone',
    summary: 'A studio font file',
    params: FontFileParamsSchema,
    reply: fileReply('font/ttf'),
    refusals: [],
  }),
  gifs: endpoint({
    method: 'GET',
    path: '/giphy/search',
    tags,
    access: 'anyone',
    summary: 'GIF stickers for the studio; `enabled: false` when no GIF service is configured',
    query: GifQuerySchema,
    reply: GifsSchema,
    refusals: ['GIF_NOT_FOUND'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/products/v2/user/create',
    tags,
    access: 'signedIn',
    summary: "Create the caller's own product from a studio design (and add it to the cart)",
    description:
      'Checks the design against the blank item (technique, position, variant in stock, layers inside ' +
      'the print area, font sizes, design size, image resolution of at least 75 DPI, media owned by the ' +
      'caller: another user’s media id is 404), renders a transparent 300 DPI PNG print file and a mockup ' +
      'per side, and stores product, images and, with `addToCart`, the cart line together. The product ' +
      'belongs to the caller and is never listed in the shop.',
    query: BaseQuerySchema,
    body: CreateBodySchema,
    status: 201,
    reply: CreatedSchema,
    errors: [409],
    // With `addToCart` the cart line is added in the same transaction, under the cart's rules.
    refusals: [...DESIGN_REFUSALS, ...CART_ADD_REFUSALS],
  }),
  design: endpoint({
    method: 'GET',
    path: '/studio/products/:id/design',
    tags,
    access: 'signedIn',
    summary: "The design of one of the caller's own products, to open it in the studio again",
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: z.object({ design: DesignSchema }),
    refusals: [],
  }),
  start: endpoint({
    method: 'GET',
    path: '/studio/products/:id/start',
    tags,
    access: 'anyone',
    summary: 'Where the studio starts when opened on a product',
    description:
      'A listed catalogue product (anyone): its blank item, technique and position, its colour, and its ' +
      'artwork as an image layer centred in each printed side as large as fits (within the largest ' +
      "design). The caller's own customised product: its stored design. Any other product is 404. " +
      'Creating from it makes a new product of the caller; the original is not changed.',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: StudioStartSchema,
    refusals: [],
  }),
  printFile: endpoint({
    method: 'GET',
    path: '/studio/print-files/:id',
    tags,
    access: 'signedIn',
    summary: 'A print file (PNG, 300 DPI); only for its owner and admins',
    params: IdParamsSchema,
    query: BaseQuerySchema,
    reply: fileReply('image/png'),
    refusals: [],
  }),
};
