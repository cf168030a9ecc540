import { BaseQuerySchema, errorResponses } from '@seed/contract/common';
import { AccountDeletedSchema, MeSchema, ProfileEditBodySchema, UserSchema } from '@seed/contract/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module';
import { requireUser } from '../../plugins/auth';
import { presentAddress } from '../addresses/present';
import { listAddresses } from '../addresses/service';
import { presentUser } from './present';
import { deleteAccount, editProfile, findProfile } from './service';

export async function userRoutes(app: FastifyInstance, { db, mediaBase }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  routes.get(
    '/users/get/me',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The signed-in user, with their delivery addresses',
        querystring: BaseQuerySchema,
        response: { 200: MeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const [profile, addresses] = await Promise.all([findProfile(db, userId), listAddresses(db, userId)]);
      return {
        ...presentUser(profile, { currency: request.ctx.currency, mediaBase }),
        deliveryAddress: addresses.map(presentAddress),
      };
    },
  );

  routes.put(
    '/users/profile/edit',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Edit your name, phone, username, language or photo',
        description:
          'Only the listed fields; any other (role, walletAmount, email, emailVerified…) is refused with 400. ' +
          'The e-mail changes through a verified sign-in, not here.',
        querystring: BaseQuerySchema,
        body: ProfileEditBodySchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      await editProfile(db, userId, request.body);
      return presentUser(await findProfile(db, userId), { currency: request.ctx.currency, mediaBase });
    },
  );

  routes.delete(
    '/users',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Delete your account: signs out everywhere and frees the e-mail address',
        querystring: BaseQuerySchema,
        response: { 200: AccountDeletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteAccount(db, request.user!.id);
      return { deleted: true as const };
    },
  );
}
