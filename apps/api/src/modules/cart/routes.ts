import { cart } from '@seed/contract/cart';
import { DomainError } from '@seed/domain/errors';
import type { MediaStore } from '@seed/media/store';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { type ContractRequest, serve } from '../../http/serve';
import { ensureLinePhotos } from '../products/colour-photos';
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

// What the helpers below read of a request: a guest's (guest bag) or a signed-in shopper's (the rest).
type Caller = Pick<ContractRequest<typeof cart.guestBag>, 'ctx' | 'log' | 'user'>;
type SignedInCaller = Pick<ContractRequest<typeof cart.bag>, 'ctx' | 'log' | 'user'>;

/** The cart's calls, served from the contract (`cart` in @seed/contract/cart). */
export async function cartRoutes(app: FastifyInstance, options: ModuleOptions & { store: MediaStore }) {
  const { db, mediaBase, store } = options;
  const presentation = (request: Caller) => ({
    currency: request.ctx.currency,
    mediaBase,
    userId: request.user?.id ?? null,
  });
  // A line shows its product in its own colour: a photo missing in that colour is drawn first.
  const photos =
    (request: Caller): LinesHook =>
    (lines) =>
      ensureLinePhotos({ db, store, log: request.log }, lines);
  const bag = (request: SignedInCaller) =>
    loadBag(db, request.user.id, presentation(request), photos(request));
  const changed = async (request: SignedInCaller, changedIds: number[]) => ({
    ...(await bag(request)),
    changedIds,
  });

  serve(app, cart.bag, (request) => bag(request));

  serve(app, cart.guestBag, (request) =>
    buildGuestBag(db, request.body.products, presentation(request), request.ctx.deviceId, photos(request)),
  );

  serve(app, cart.add, async (request) => {
    const line = { ...request.body, bundleId: null, uniqueKey: null };
    return changed(request, await addToBag(db, request.user.id, [line]));
  });

  serve(app, cart.addMany, async (request) => {
    const lines = request.body.products.map((line) => ({ ...line, bundleId: null, uniqueKey: null }));
    return changed(request, await addToBag(db, request.user.id, lines));
  });

  serve(app, cart.addBundle, async (request) => {
    const userId = request.user.id;
    const { products } = request.body;
    // The body's schema takes one item at least, all of one bundle.
    const bundleId = products[0]?.bundleId;
    if (bundleId === undefined) throw new DomainError('INVALID_DATA', 'A bundle has at least one item');
    const designed = products.flatMap(({ bundleId: _bundleId, ...item }) =>
      'templateId' in item ? [item] : [],
    );
    if (designed.length > 0) {
      return changed(request, await addDesignedBundleToBag({ db, store }, userId, bundleId, designed));
    }
    const items = products.flatMap(({ bundleId: _bundleId, ...item }) => ('productId' in item ? [item] : []));
    return changed(request, await addBundleToBag(db, userId, bundleId, items));
  });

  serve(app, cart.mergeGuestBag, async (request) => {
    const merged = await mergeGuestBag(db, request.user.id, request.body.bag, request.ctx.deviceId);
    return changed(request, merged.changedIds);
  });

  serve(app, cart.editLine, async (request) => {
    const { bagId, colorsToSizesId, count } = request.body;
    return changed(request, await editLine(db, request.user.id, bagId, colorsToSizesId, count));
  });

  serve(app, cart.editCount, async (request) => {
    const { bagId, count } = request.body;
    return changed(request, await setCount(db, request.user.id, bagId, count));
  });

  serve(app, cart.remove, async (request) =>
    changed(request, await removeFromBag(db, request.user.id, request.params.id)),
  );

  serve(app, cart.removeBundle, async (request) =>
    changed(request, await removeBundleFromBag(db, request.user.id, request.params.id)),
  );
}
