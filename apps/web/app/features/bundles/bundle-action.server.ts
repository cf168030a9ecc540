import { randomUUID } from 'node:crypto';
import { nextGuestLineId } from '@seed/domain/cart-cookie';
import { MAX_CART_LINES } from '@seed/domain/cart-line';
import type { Locale } from '@seed/domain/locale';
import { PrintPositionSchema } from '@seed/domain/print-position-schema';
import { type AppLoadContext, data, redirect } from 'react-router';
import { z } from 'zod';
import { ApiError, createApiClient, type FullApiClient } from '../../lib/api.server';
import { COOKIE, deviceIdCookie, readCookie } from '../../lib/cookies.server';
import { uploadMedia } from '../../lib/media-upload.server';
import { guestCartCookie, readGuestCart } from '../cart/guest-cart.server';
import { renderTemplate } from './bundle-api.server';
import { photoField, readChoices } from './bundle-fields';
import type { BundleActionResult, BundleView, SlotChoice } from './bundle-view';

type DesignItem = {
  inventoryId: number;
  templateId: number;
  controls: Record<string, string>;
  colorsToSizesId: number;
};

const DesignLinesSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.number(),
      colorsToSizesId: z.number(),
      count: z.number(),
      printPosition: PrintPositionSchema,
      bundleId: z.number(),
      uniqueKey: z.string(),
    }),
  ),
});

class ChoiceError extends Error {}

// Only what the shopper typed: an empty field is left to the template's default in a preview, and to the
// API's "required" check when adding.
const filled = (controls: Record<string, string>) =>
  Object.fromEntries(Object.entries(controls).filter(([, value]) => value.trim() !== ''));

function designItems(bundle: BundleView, choices: SlotChoice[]): DesignItem[] {
  return bundle.slots.map((slot, index) => {
    const choice = choices[index]!;
    const variant = slot.variants.find((v) => v.colorId === choice.colorId && v.sizeId === choice.sizeId);
    if (choice.templateId === null || !variant)
      throw new ChoiceError(`Item ${index + 1}: choose a colour and size`);
    return {
      inventoryId: slot.inventoryId,
      templateId: choice.templateId,
      controls: filled(choice.controls),
      colorsToSizesId: variant.id,
    };
  });
}

/** The guest's lines for the new items go into their cart cookie, all under the key the API gave them. */
async function addAsGuest(
  api: FullApiClient,
  request: Request,
  secureCookies: boolean,
  bundleId: number,
  items: DesignItem[],
) {
  const headers = new Headers();
  let deviceId = readCookie(request, COOKIE.deviceId);
  if (!deviceId) {
    deviceId = randomUUID();
    headers.append('Set-Cookie', deviceIdCookie(deviceId, secureCookies));
  }
  const before = readGuestCart(request).lines;
  if (before.length + items.length > MAX_CART_LINES)
    throw new ApiError(400, 'The cart is full', 'INVALID_DATA');
  const reply = await api.post(`/bundling/${bundleId}/designs`, DesignLinesSchema, { items }, { deviceId });
  const nextId = nextGuestLineId(before);
  const added = reply.lines.map((line) => ({ ...line, id: nextId() }));
  headers.append('Set-Cookie', guestCartCookie([...before, ...added]));
  return headers;
}

async function addAsUser(api: FullApiClient, bundleId: number, items: DesignItem[]) {
  const products = items.map((item) => ({ bundleId, ...item, count: 1 }));
  await api.post('/carts/product/multi/to/bag', z.unknown(), { products });
  return new Headers();
}

type UploadContext = Parameters<typeof uploadMedia>[1];

/**
 * Without scripts a chosen photo comes with the form: it is uploaded here (media/upload, as the page's
 * script would) and its id becomes the image control's value. Returns the first refusal's message.
 */
async function uploadFormPhotos(
  request: Request,
  context: UploadContext,
  form: FormData,
  bundle: BundleView,
  choices: SlotChoice[],
): Promise<string | null> {
  for (const [index, choice] of choices.entries()) {
    const template = bundle.templates.find((candidate) => candidate.id === choice.templateId);
    for (const control of template?.controls ?? []) {
      const file = form.get(photoField(index, control.name));
      if (control.type !== 'image' || !(file instanceof File) || file.size === 0) continue;
      const result = await uploadMedia(request, context, file);
      if (!result.ok) return result.message;
      choice.controls[control.name] = String(result.media.id);
    }
  }
  return null;
}

type ActionArgs = { request: Request; context: AppLoadContext; locale: Locale; bundle: BundleView };

/**
 * The customisation form: `preview` renders each slot's template with the values so far (the page shows
 * them); `add` adds every item at once, one bundle under one key (spec §4), then sends the shopper to the
 * cart with a 303. A signed-in shopper's go to their server cart, a guest's into the cart cookie.
 */
export async function bundleAction({ request, context, locale, bundle }: ActionArgs) {
  const form = await request.formData();
  const api = createApiClient(request, context, locale);
  const choices = readChoices(form, bundle);
  const refused = await uploadFormPhotos(request, context, form, bundle, choices);
  if (refused !== null) {
    return data<BundleActionResult & { choices: SlotChoice[] }>(
      { intent: 'upload', error: 'upload', message: refused, choices },
      { status: 400 },
    );
  }
  if (form.get('intent') !== 'add') {
    const previews = await Promise.all(
      choices.map((choice) =>
        choice.templateId === null
          ? null
          : renderTemplate(api, choice.templateId, filled(choice.controls)).catch(() => null),
      ),
    );
    return data<BundleActionResult & { choices: SlotChoice[] }>({ intent: 'preview', previews, choices });
  }
  const fail = (
    error: Extract<BundleActionResult, { intent: 'add' }>['error'],
    message: string,
    status: number,
  ) =>
    data<BundleActionResult & { choices: SlotChoice[] }>(
      { intent: 'add', error, message, choices },
      { status },
    );
  try {
    const items = designItems(bundle, choices);
    const signedIn = Boolean(readCookie(request, COOKIE.accessToken));
    const headers = signedIn
      ? await addAsUser(api, bundle.id, items).catch((error: unknown) => {
          // A session the API no longer accepts makes the visitor a guest, as the cart does.
          if (error instanceof ApiError && error.status === 401)
            return addAsGuest(api, request, context.secureCookies, bundle.id, items);
          throw error;
        })
      : await addAsGuest(api, request, context.secureCookies, bundle.id, items);
    throw redirect(`/${locale}/cart`, { status: 303, headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ChoiceError) return fail('INVALID_DATA', error.message, 400);
    if (error instanceof ApiError && error.status < 500) {
      const code = error.code === 'NOT_FOUND' || error.code === 'OUT_OF_STOCK' ? error.code : 'INVALID_DATA';
      return fail(code, error.message, error.status);
    }
    context.reportError(error);
    return fail('generic', '', 500);
  }
}
