import type { Db } from '@seed/db/client';
import type { StaffRole } from '@seed/domain/staff-permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { staffRolesOf } from '../modules/staff/service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff roles granted to the signed-in caller; none for a guest. */
    staffRoles(): Promise<StaffRole[]>;
  }
}

// A function rather than a field filled on every request: only staff endpoints ask (http/serve.ts).
export const staffRolesPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    app.decorateRequest('staffRoles', async function (this: FastifyRequest) {
      return this.user ? staffRolesOf(db, this.user.id) : [];
    });
  },
  { name: 'api-staff-roles', dependencies: ['api-auth'] },
);
