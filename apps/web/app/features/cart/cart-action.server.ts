import { BundleUniqueKeySchema } from '@seed/domain/bundle-key';
import { CountSchema } from '@seed/domain/cart-line-schema';
import { isDomainError } from '@seed/domain/errors';
import type { Locale } from '@seed/domain/locale';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { safeRedirect } from '@seed/domain/safe-redirect';
import { type AppLoadContext, data, redirect } from 'react-router';
import { z } from 'zod';
import { type ApiClient, ApiError, createApiClient } from '../../lib/api.server';
import type { CartIntent } from './cart-changes.server';
import { type CartActionResult, type CartErrorCode, cartErrorCode, ENHANCED_FIELD } from './cart-form-fields';
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

const STATUS_BY_CODE: Partial<Record<CartErrorCode, number>> = { NOT_FOUND: 404, OUT_OF_STOCK: 409 };

// Refusals by the cart's rules (here or in the API) are the shopper's to read; anything else is ours.
function failure(error: unknown): { code: CartErrorCode; status: number } | null {
  if (isDomainError(error)) {
    const code = cartErrorCode(error.code);
    return { code, status: STATUS_BY_CODE[code] ?? 400 };
  }
  if (error instanceof ApiError && error.status < 500) {
    return { code: cartErrorCode(error.code), status: error.status };
  }
  return null;
}

type ParsedIntent = z.infer<typeof CartIntentSchema>;

async function withVariant(api: ApiClient, parsed: ParsedIntent): Promise<CartIntent> {
  if (parsed.intent !== 'add') return parsed;
  const { color, size, colorsToSizesId, ...add } = parsed;
  return {
    ...add,
    colorsToSizesId: colorsToSizesId ?? (await chosenVariant(api, add.productId, color!, size!)),
  };
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
  const fail = (code: CartErrorCode, status: number) => {
    if (!enhanced) throw redirect(`${back}${back.includes('?') ? '&' : '?'}cartError=${code}`, 303);
    return data<CartActionResult>({ ok: false, intent, code }, { status });
  };
  if (!parsed.success) return fail('INVALID_DATA', 400);
  try {
    const { value, headers } = await changeCart(
      { request, context, locale },
      await withVariant(createApiClient(request, context, locale), parsed.data),
    );
    if (!enhanced) throw redirect(back, { status: 303, headers });
    return data<CartActionResult>({ ok: true, intent: parsed.data.intent, changedIds: value }, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    const known = failure(error);
    if (known) return fail(known.code, known.status);
    // Ours, not the shopper's: logged, and the page stays, with a generic message, rather than an error page.
    context.reportError(error);
    return fail('generic', 500);
  }
}
