import { addresses } from '@seed/contract/addresses';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { presentAddress } from './present';
import { createAddress, deleteAddress, findAddress, updateAddress } from './service';

export async function addressRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  serve(app, addresses.create, async (request) =>
    presentAddress(await createAddress(db, request.user.id, request.body)),
  );

  serve(app, addresses.get, async (request) => {
    const row = await findAddress(db, request.user.id, request.params.id);
    if (!row) throw new DomainError('NOT_FOUND', `Address ${request.params.id} not found`);
    return presentAddress(row);
  });

  serve(app, addresses.update, async (request) =>
    presentAddress(await updateAddress(db, request.user.id, request.params.id, request.body)),
  );

  serve(app, addresses.remove, async (request) => {
    await deleteAddress(db, request.user.id, request.params.id);
    return { id: request.params.id, deleted: true as const };
  });
}
