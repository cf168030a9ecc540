import { MoneySchema } from '@seed/domain/money-schema';
import { z } from 'zod';

/** A blank item's colour-and-size variants as `products/:id` and `inventory/:id` send them. */
export const VariantsSchema = z.array(
  z.object({
    id: z.number(),
    colorId: z.number(),
    sizeId: z.number(),
    count: z.number(),
    surcharge: MoneySchema,
    color: z.object({ value: z.string(), nameEn: z.string(), nameAr: z.string() }),
    size: z.object({ label: z.string() }),
  }),
);
