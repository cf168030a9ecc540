import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DESCRIPTION = `JSON API of the store. Paths follow the client's calls under /api.

- Every call accepts \`deviceId\` and \`currency\` query parameters; prices come back as \`{ amount, currency }\`
  in integer minor units of the requested currency (an unknown currency means KWD).
- Signed-in calls send \`Authorization: Bearer <accessToken>\`.
- Lists page with \`limit\` and \`offset\`; a limit above the maximum is capped, not refused. A paged list
  answers \`{ <resource>, hasMore, limit, offset }\` (\`{ products, … }\`), with the limit actually applied.
- Images are \`{ id, pathname, filename, foldersName, url: { small, medium, large } }\` (webp variants).
- Errors are \`{ statusCode, message, code? }\` with codes NOT_FOUND, INVALID_DATA, UNAUTHORIZED, FORBIDDEN,
  CONFLICT, OUT_OF_STOCK, TOO_LARGE, RATE_LIMITED.`;

// Multipart routes read their file as a stream, so zod has no body schema to check and describe; the document
// still says what they take, for clients and for the OpenAPI-driven fuzz test.
const MULTIPART_FILE_BODY = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary' } },
};
const zodTransform = createJsonSchemaTransform({ skipList: [] });
const transform: typeof zodTransform = (input) => {
  const output = zodTransform(input);
  const multipart = input.schema?.consumes?.includes('multipart/form-data');
  if (!multipart || output.schema.body) return output;
  return { ...output, schema: { ...output.schema, body: MULTIPART_FILE_BODY } };
};

// Registered inside the /api plugin, so the UI is at /api/docs and the document at /api/docs/json.
export const swaggerPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Store API', version: '1.0.0', description: DESCRIPTION },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'api-swagger' },
);
