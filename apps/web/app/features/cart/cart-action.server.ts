import { BundleUniqueKeySchema } from '@seed/domain/bundle-key';
import { CountSchema } from '@seed/domain/cart-line-schema';
import { DomainError, type DomainErrorCode, isDomainError } from '@seed/domain/errors';
import type { Locale } from '@seed/domain/locale';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { safeRedirect } from '@seed/domain/safe-redirect';
import { type AppLoadContext, data, redirect } from 'react-router';
import { z } from 'zod';
import { type ApiClient, ApiError, createApiClient } from '../../lib/api.server';
import { reasonText } from '../../lib/refusals.server';
import type { CartIntent } from './cart-changes.server';
import { cartFailureQuery } from './cart-failure-query.server';
import { type CartActionResult, ENHANCED_FIELD } from './cart-form-fields';
import { changeCart } from './cart-store.server';
import { chosenVariant } from './chosen-variant.server';

const Id = z.coerce.number().int().positive().max(2_147_483_647);
const Count = z.coerce.number().pipe(CountSchema);

const CartIntentSchema = z.discriminatedUnion('intent', [
  // The variant by id (scripts keep it), or by the colour and size radios that a form without scripts sends.
  z
    .object({
      intent: z.literal('add'),
      productId: Id,
      colorsToSizesId: Id.optional(),
      color: Id.optional(),
      size: Id.optional(),
      printPosition: PrintPositionSchema.default('FRONT'),
      count: Count.default(1),
    })
    .refine(
      (add) => add.colorsToSizesId !== undefined || (add.color !== undefined && add.size !== undefined),
    ),
  z.object({ intent: z.literal('count'), id: Id, count: Count }),
  z.object({ intent: z.literal('variant'), id: Id, colorsToSizesId: Id, count: Count }),
  z.object({ intent: z.literal('remove'), id: Id }),
  z.object({ intent: z.literal('removeBundle'), uniqueKey: BundleUniqueKeySchema }),
  z.object({ intent: z.literal('copy'), id: Id }),
]);

const STATUS_BY_CODE: Partial<Record<DomainErrorCode, number>> = {
  NOT_FOUND: 404,
  OUT_OF_STOCK: 409,
  CONFLICT: 409,
};

type Refusal = { reason: string; details: Record<string, string | number>; status: number };

// Refusals by the cart's rules (here or in the API) are the shopper's to read; anything else is ours.
function refusalOf(error: unknown): Refusal | null {
  if (isDomainError(error)) {
    return { reason: error.reason, details: error.details ?? {}, status: STATUS_BY_CODE[error.code] ?? 400 };
  }
  if (error instanceof ApiError && error.status < 500) {
    return { reason: error.reason ?? 'INVALID_DATA', details: error.details, status: error.status };
  }
  return null;
}

type ParsedIntent = z.infer<typeof CartIntentSchema>;

async function withVariant(api: ApiClient, parsed: ParsedIntent): Promise<CartIntent> {
  if (parsed.intent !== 'add') return parsed;
  const { color, size, colorsToSizesId, ...add } = parsed;
  if (colorsToSizesId !== undefined) return { ...add, colorsToSizesId };
  // The form's schema asks for the variant's id or both radios; this only tells the compiler so.
  if (color === undefined || size === undefined) throw new DomainError('INVALID_DATA', 'No variant chosen');
  return { ...add, colorsToSizesId: await chosenVariant(api, add.productId, color, size) };
}

type ActionArgs = { request: Request; context: AppLoadContext; locale: Locale };

/**
 * One change of the cart, from a form. With JavaScript (a fetcher; the form then carries the enhanced
 * field) it answers data for the page to show; without it, it sends the browser back with a 303, to the
 * form's `redirect` or to the cart page, so the next page reads the new cookie (Hydrogen's cart pattern).
 */
export async function cartAction({ request, context, locale }: ActionArgs, fixed?: 'add') {
  const form = Object.fromEntries(await request.formData());
  const enhanced = form[ENHANCED_FIELD] === '1';
  const back = safeRedirect(form.redirect, `/${locale}/cart`, context.publicUrl);
  const parsed = CartIntentSchema.safeParse(fixed ? { ...form, intent: fixed } : form);
  const intent = parsed.success ? parsed.data.intent : null;
  const fail = (refusal: Refusal | null) => {
    const status = refusal?.status ?? 500;
    if (!enhanced) {
      throw redirect(`${back}${back.includes('?') ? '&' : '?'}${cartFailureQuery(refusal)}`, 303);
    }
    const text = refusal && reasonText(locale, refusal.reason, refusal.details);
    return data<CartActionResult>({ ok: false, intent, refusal: text }, { status });
  };
  if (!parsed.success) return fail({ reason: 'INVALID_DATA', details: {}, status: 400 });
  try {
    const { value, headers } = await changeCart(
      { request, context, locale },
      await withVariant(createApiClient(request, context, locale), parsed.data),
    );
    if (!enhanced) throw redirect(back, { status: 303, headers });
    return data<CartActionResult>({ ok: true, intent: parsed.data.intent, changedIds: value }, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    const refusal = refusalOf(error);
    if (refusal) return fail(refusal);
    // Ours, not the shopper's: logged, and the page stays, with a generic message, rather than an error page.
    context.reportError(error);
    return fail(null);
  }
}
