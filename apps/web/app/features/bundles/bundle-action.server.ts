import { bundles } from '@seed/contract/bundles';
import { cart } from '@seed/contract/cart';
import { media } from '@seed/contract/media';
import { nextGuestLineId } from '@seed/domain/cart-cookie';
import { MAX_CART_LINES } from '@seed/domain/cart-line';
import type { Locale } from '@seed/domain/locale';
import { type AppLoadContext, data, redirect } from 'react-router';
import { type ApiClient, ApiError, createApiClient } from '../../lib/api.server';
import { COOKIE, readCookie } from '../../lib/cookies.server';
import { refusalText } from '../../lib/refusals.server';
import { withDeviceId } from '../../lib/visitor.server';
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

/** A slot left without a template or a variant in stock (the form without scripts lets it through). */
class ChoiceError extends Error {
  constructor(readonly item: number) {
    super(`Item ${item}: choose a colour and size`);
  }
}

// Only what the shopper typed: an empty field is left to the template's default in a preview, and to the
// API's "required" check when adding.
const filled = (controls: Record<string, string>) =>
  Object.fromEntries(Object.entries(controls).filter(([, value]) => value.trim() !== ''));

function designItems(bundle: BundleView, choices: SlotChoice[]): DesignItem[] {
  return bundle.slots.map((slot, index) => {
    const choice = choices[index];
    const variant = slot.variants.find((v) => v.colorId === choice?.colorId && v.sizeId === choice?.sizeId);
    if (!choice || choice.templateId === null || !variant) throw new ChoiceError(index + 1);
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
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  bundleId: number,
  items: DesignItem[],
) {
  const headers = new Headers();
  // The API keeps a guest's designs by device id.
  const visitor = withDeviceId(request, context.secureCookies);
  if (visitor.setCookie) headers.append('Set-Cookie', visitor.setCookie);
  const before = readGuestCart(request).lines;
  if (before.length + items.length > MAX_CART_LINES)
    throw new ApiError(400, 'The cart is full', 'INVALID_DATA', 'CART_FULL', { max: MAX_CART_LINES });
  const api = createApiClient(visitor.request, context, locale);
  const reply = await api.call(bundles.designs, { params: { id: bundleId }, body: { items } });
  const nextId = nextGuestLineId(before);
  const added = reply.lines.map((line) => ({ ...line, id: nextId() }));
  headers.append('Set-Cookie', guestCartCookie([...before, ...added]));
  return headers;
}

async function addAsUser(api: ApiClient, bundleId: number, items: DesignItem[]) {
  const products = items.map((item) => ({ bundleId, ...item, count: 1 }));
  await api.call(cart.addBundle, { body: { products } });
  return new Headers();
}

type UploadArgs = { api: ApiClient; context: AppLoadContext; locale: Locale; form: FormData };

/**
 * Without scripts a chosen photo comes with the form: it is uploaded here (media/upload, as the page's
 * script would) and its id becomes the image control's value. Returns the first refusal's text ('' when
 * the upload failed for no reason of the shopper's).
 */
async function uploadFormPhotos(
  { api, context, locale, form }: UploadArgs,
  bundle: BundleView,
  choices: SlotChoice[],
): Promise<string | null> {
  for (const [index, choice] of choices.entries()) {
    const template = bundle.templates.find((candidate) => candidate.id === choice.templateId);
    for (const control of template?.controls ?? []) {
      const file = form.get(photoField(index, control.name));
      if (control.type !== 'image' || !(file instanceof File) || file.size === 0) continue;
      const upload = new FormData();
      upload.set('file', file, file.name || 'image');
      try {
        const uploaded = await api.call(media.upload, { form: upload });
        choice.controls[control.name] = String(uploaded.id);
      } catch (error) {
        if (error instanceof ApiError && error.status < 500) return refusalText(locale, error);
        context.reportError(error);
        return '';
      }
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
  const refused = await uploadFormPhotos({ api, context, locale, form }, bundle, choices);
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
  const fail = (failure: Extract<BundleActionResult, { intent: 'add' }>, status: number) =>
    data<BundleActionResult & { choices: SlotChoice[] }>({ ...failure, choices }, { status });
  try {
    const items = designItems(bundle, choices);
    const signedIn = Boolean(readCookie(request, COOKIE.accessToken));
    const headers = signedIn
      ? await addAsUser(api, bundle.id, items).catch((error: unknown) => {
          // A session the API no longer accepts makes the visitor a guest, as the cart does.
          if (error instanceof ApiError && error.status === 401)
            return addAsGuest(request, context, locale, bundle.id, items);
          throw error;
        })
      : await addAsGuest(request, context, locale, bundle.id, items);
    throw redirect(`/${locale}/cart`, { status: 303, headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ChoiceError)
      return fail({ intent: 'add', error: 'chooseVariant', item: error.item }, 400);
    if (error instanceof ApiError && error.status < 500) {
      return fail({ intent: 'add', error: 'refused', message: refusalText(locale, error) }, error.status);
    }
    context.reportError(error);
    return fail({ intent: 'add', error: 'generic' }, 500);
  }
}
