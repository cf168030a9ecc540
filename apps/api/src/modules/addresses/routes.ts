import { AddressBodySchema, AddressDeletedSchema, AddressSchema } from '@seed/contract/addresses';
import { BaseQuerySchema, errorResponses, IdParamsSchema } from '@seed/contract/common';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../http/module';
import { requireUser } from '../../plugins/auth';
import { presentAddress } from './present';
import { createAddress, deleteAddress, findAddress, updateAddress } from './service';

const BODY_DESCRIPTION =
  'The whole address. Which place fields are required, and which are kept, depends on the country: see ' +
  'GET api/aramex/locations/countries/{code}/config. A state must be one of the country’s state codes where ' +
  'the store lists states.';

export async function addressRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['addresses'];

  routes.post(
    '/users/delivery/address',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Add a delivery address',
        description: BODY_DESCRIPTION,
        querystring: BaseQuerySchema,
        body: AddressBodySchema,
        response: { 201: AddressSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await createAddress(db, request.user!.id, request.body);
      return reply.code(201).send(presentAddress(row));
    },
  );

  routes.get(
    '/users/delivery/address/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "One of the signed-in user's addresses; 404 for anyone else's",
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: AddressSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findAddress(db, request.user!.id, request.params.id);
      if (!row) throw new DomainError('NOT_FOUND', `Address ${request.params.id} not found`);
      return presentAddress(row);
    },
  );

  routes.put(
    '/users/delivery/address/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Replace one of your addresses',
        description: BODY_DESCRIPTION,
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        body: AddressBodySchema,
        response: { 200: AddressSchema, ...errorResponses },
      },
    },
    async (request) =>
      presentAddress(await updateAddress(db, request.user!.id, request.params.id, request.body)),
  );

  routes.delete(
    '/users/delivery/address/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Remove one of your addresses (orders keep the one they were shipped to)',
        params: IdParamsSchema,
        querystring: BaseQuerySchema,
        response: { 200: AddressDeletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      await deleteAddress(db, request.user!.id, request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );
}
