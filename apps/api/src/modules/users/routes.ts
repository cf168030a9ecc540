import { users } from '@seed/contract/users';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { presentAddress } from '../addresses/present';
import { listAddresses } from '../addresses/service';
import { presentUser } from './present';
import { deleteAccount, editProfile, findProfile } from './service';

export async function userRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  serve(app, users.me, async (request) => {
    const userId = request.user.id;
    const [profile, addresses] = await Promise.all([findProfile(db, userId), listAddresses(db, userId)]);
    return {
      ...presentUser(profile, { currency: request.ctx.currency, mediaBase }),
      deliveryAddress: addresses.map(presentAddress),
    };
  });

  serve(app, users.editProfile, async (request) => {
    const userId = request.user.id;
    await editProfile(db, userId, request.body);
    return presentUser(await findProfile(db, userId), { currency: request.ctx.currency, mediaBase });
  });

  serve(app, users.deleteAccount, async (request) => {
    await deleteAccount(db, request.user.id);
    return { deleted: true as const };
  });
}
