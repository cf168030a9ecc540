import { reports } from '@seed/contract/reports';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { staffPermissionsOrHide } from '../../http/permissions';
import { serve } from '../../http/serve';
import { homeFigures } from './service';

/** Figures read across the store's modules; the module owns no table. */
export async function reportRoutes(app: FastifyInstance, { db }: ModuleOptions) {
  serve(app, reports.home, async (request) => homeFigures(db, await staffPermissionsOrHide(request)));
}
