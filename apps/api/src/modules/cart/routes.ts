import {
  AddBundleBodySchema,
  AddProductBodySchema,
  AddProductsBodySchema,
  BagChangeSchema,
  BagSchema,
  BundleKeyParamsSchema,
  EditCountBodySchema,
  EditLineBodySchema,
  GuestBagBodySchema,
  GuestBagSchema,
  MergeBagBodySchema,
} from '@seed/contract/cart';
import { BaseQuerySchema, ErrorBodySchema, errorResponses, IdParamsSchema } from '@seed/contract/common';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module';
import { requireUser } from '../../plugins/auth';
import { ensureLinePhotos } from '../products/colour-photos';
import { offerRoutes } from './offer-routes';
import {
  addBundleToBag,
  addDesignedBundleToBag,
  addToBag,
  buildGuestBag,
  editLine,
  type LinesHook,
  loadBag,
  mergeGuestBag,
  removeBundleFromBag,
  removeFromBag,
  setCount,
} from './service';

const cartErrors = { ...errorResponses, 401: ErrorBodySchema, 409: ErrorBodySchema } as const;
// Checked before the body is validated, so a guest hears "sign in" rather than about a field.
const signedIn = { onRequest: requireUser };
const tags = ['cart'];

/**
 * The spec's cart calls (§7 "Cart"). Every write answers the whole cart as it now is, priced on the
 * server, with the ids of the lines it added or changed; a refused write changes nothing.
 */
export async function cartRoutes(app: FastifyInstance, options: ModuleOptions & { store: MediaStore }) {
  const { db, mediaBase, store } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const presentation = (request: FastifyRequest) => ({
    currency: request.ctx.currency,
    mediaBase,
    userId: request.user?.id ?? null,
  });
  // A line shows its product in its own colour: a photo missing in that colour is drawn first.
  const photos =
    (request: FastifyRequest): LinesHook =>
    (lines) =>
      ensureLinePhotos({ db, store, log: request.log }, lines);
  const bag = (request: FastifyRequest) =>
    loadBag(db, request.user!.id, presentation(request), photos(request));
  const changed = async (request: FastifyRequest, changedIds: number[]) => ({
    ...(await bag(request)),
    changedIds,
  });

  routes.get(
    '/carts/my/bag',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The signed-in shopper's cart: its lines and total, in the requested currency",
        querystring: BaseQuerySchema,
        response: { 200: BagSchema, ...cartErrors },
      },
    },
    (request) => bag(request),
  );

  routes.post(
    '/carts/products/to/guest_bag_items',
    {
      schema: {
        tags,
        summary: "A guest's cart rebuilt from its local lines, priced on the server",
        description:
          'Lines whose product or variant is unknown, whose variant belongs to another product, or whose ' +
          'print position the product does not offer are left out and listed in `dropped`. Lines of ' +
          'products no longer on sale, or beyond the stock, are kept and flagged in `availability`.',
        querystring: BaseQuerySchema,
        body: GuestBagBodySchema,
        response: { 200: GuestBagSchema, ...cartErrors },
      },
    },
    (request) =>
      buildGuestBag(db, request.body.products, presentation(request), request.ctx.deviceId, photos(request)),
  );

  routes.post(
    '/carts/product/to/bag',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Adds a product; a line of the same product, colour/size and print position grows instead',
        querystring: BaseQuerySchema,
        body: AddProductBodySchema,
        response: { 200: BagChangeSchema, ...cartErrors },
      },
    },
    async (request) => {
      const line = { ...request.body, bundleId: null, uniqueKey: null };
      return changed(request, await addToBag(db, request.user!.id, [line]));
    },
  );

  routes.post(
    '/carts/multi/products/to/bag',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Adds several products at once: all of them, or none if one is refused',
        querystring: BaseQuerySchema,
        body: AddProductsBodySchema,
        response: { 200: BagChangeSchema, ...cartErrors },
      },
    },
    async (request) => {
      const lines = request.body.products.map((line) => ({ ...line, bundleId: null, uniqueKey: null }));
      return changed(request, await addToBag(db, request.user!.id, lines));
    },
  );

  routes.post(
    '/carts/product/multi/to/bag',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Adds the items of one bundle under a new shared uniqueKey, priced with its discount',
        description:
          'All items or none; an aggregated bundle needs exactly its blank items and counts. Items are ' +
          'either products, or customised items (inventoryId, templateId, controls), which become the ' +
          "shopper's own products in the same transaction. Prices and the discount are the server's.",
        querystring: BaseQuerySchema,
        body: AddBundleBodySchema,
        response: { 200: BagChangeSchema, ...cartErrors },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const { products } = request.body;
      const bundleId = products[0]!.bundleId;
      const designed = products.flatMap(({ bundleId: _bundleId, ...item }) =>
        'templateId' in item ? [item] : [],
      );
      if (designed.length > 0) {
        return changed(request, await addDesignedBundleToBag({ db, store }, userId, bundleId, designed));
      }
      const items = products.flatMap(({ bundleId: _bundleId, ...item }) =>
        'productId' in item ? [item] : [],
      );
      return changed(request, await addBundleToBag(db, userId, bundleId, items));
    },
  );

  routes.post(
    '/carts/merge/guest_bag',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "Merges a guest's local cart into the signed-in cart, as sign-in does; for sign-ins that could not " +
          'send it (Apple posts its callback cross-site, without the cart cookie). Sending it twice changes nothing',
        querystring: BaseQuerySchema,
        body: MergeBagBodySchema,
        response: { 200: BagChangeSchema, ...cartErrors },
      },
    },
    async (request) => {
      const { changedIds } = await mergeGuestBag(
        db,
        request.user!.id,
        request.body.bag,
        request.ctx.deviceId,
      );
      return changed(request, changedIds);
    },
  );

  routes.put(
    '/carts/edit/one/bag',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Changes a line's colour/size and count; it joins a line that already has that variant",
        querystring: BaseQuerySchema,
        body: EditLineBodySchema,
        response: { 200: BagChangeSchema, ...cartErrors },
      },
    },
    async (request) => {
      const { bagId, colorsToSizesId, count } = request.body;
      return changed(request, await editLine(db, request.user!.id, bagId, colorsToSizesId, count));
    },
  );

  routes.put(
    '/carts/edit/count/bag',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Changes a line's count only (the spec's count-only edit, whose path it does not give)",
        description: 'The count stays from 1 to 999 and within the stock; bundle lines change only together.',
        querystring: BaseQuerySchema,
        body: EditCountBodySchema,
        response: { 200: BagChangeSchema, ...cartErrors },
      },
    },
    async (request) => {
      const { bagId, count } = request.body;
      return changed(request, await setCount(db, request.user!.id, bagId, count));
    },
  );

  routes.delete(
    '/carts/product/by/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Removes a line; a line of a bundle takes its whole bundle with it',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: BagChangeSchema, ...cartErrors },
      },
    },
    async (request) => changed(request, await removeFromBag(db, request.user!.id, request.params.id)),
  );

  routes.delete(
    '/carts/product/bundle/by/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Removes every line of a bundle, by its uniqueKey',
        params: BundleKeyParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: BagChangeSchema, ...cartErrors },
      },
    },
    async (request) => changed(request, await removeBundleFromBag(db, request.user!.id, request.params.id)),
  );

  await app.register(offerRoutes, options);
}
