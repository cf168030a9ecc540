import type { Db } from '@seed/db/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { staffRolesOf } from '../modules/staff/service';

// A function rather than a field filled on every request: only staff endpoints ask (http/serve.ts).
export const staffRolesPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    app.decorateRequest('staffRoles', async function (this: FastifyRequest) {
      return this.user ? staffRolesOf(db, this.user.id) : [];
    });
  },
  { name: 'api-staff-roles', dependencies: ['api-auth'] },
);
