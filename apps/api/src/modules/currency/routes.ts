import { currency } from '@seed/contract/currency';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { suggestCurrency } from './service';

export async function currencyRoutes(app: FastifyInstance, _options: ModuleOptions) {
  serve(app, currency.forIp, async (request) => suggestCurrency(request.query.ip ?? request.ip));
  serve(app, currency.forCaller, async (request) => suggestCurrency(request.ip));
}
