import { DomainError } from '@seed/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUnstorableText } from '../http/storable-text';

const INPUTS = [
  ['querystring', 'query'],
  ['params', 'params'],
  ['body', 'body'],
] as const;

/**
 * Checks every request's parsed inputs once, before any route's schema or handler sees them, instead of
 * each text field on its own: a string the database cannot store is a 400, not a failed query (500).
 * Also lets a JSON content type arrive without a body, as common HTTP clients send on DELETE.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parseJson = app.getDefaultJsonParser(
      onProtoPoisoning ?? 'error',
      onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      // No body is no body, whatever the header says; a route that needs one refuses it in validation.
      if (body === '') return done(null, undefined);
      return parseJson(request, body as string, done);
    });

    app.addHook('preValidation', async (request) => {
      for (const [context, key] of INPUTS) {
        const found = findUnstorableText(request[key], [context]);
        if (found) throw new DomainError('INVALID_DATA', found);
      }
    });
  },
  { name: 'api-input-guard' },
);
