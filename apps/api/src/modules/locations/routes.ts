import { locations, specLocations } from '@seed/contract/locations';
import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../http/module';
import { serve } from '../../http/serve';
import { countryConfig, knownCountry, listCities, listCountries, listStates } from './service';

function countryOr404(code: string): string {
  const known = knownCountry(code);
  if (!known) throw new DomainError('NOT_FOUND', `Country ${code} not found`);
  return known;
}

// Not in the response cache: names follow Accept-Language as well as the query, which its key leaves out;
// the answers come from memory anyway.
export async function locationRoutes(app: FastifyInstance, _options: ModuleOptions) {
  for (const calls of [locations, specLocations]) {
    serve(app, calls.countries, async (request) => listCountries(request.ctx.locale));
    serve(app, calls.config, async (request) => countryConfig(countryOr404(request.params.code)));
    serve(app, calls.states, async (request) =>
      listStates(countryOr404(request.params.code), request.ctx.locale),
    );
    serve(app, calls.cities, async (request) =>
      listCities(countryOr404(request.params.code), request.ctx.locale, request.query.state),
    );
  }
}
