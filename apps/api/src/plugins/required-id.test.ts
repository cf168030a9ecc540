import { users } from '@seed/db/schema/users';
import { testDatabaseKinds } from '@seed/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, createTestApi, type TestApi } from '../test/api';

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

describe.each(testDatabaseKinds())('a route called without its id on %s', (kind) => {
  let api: TestApi;
  let token: string;
  let idRoutes: { method: string; path: string }[];
  beforeAll(async () => {
    api = await createTestApi(kind);
    const [admin] = await api.db
      .insert(users)
      .values({ email: 'admin@example.com', role: 'ADMIN' })
      .returning({ id: users.id });
    token = await createSession(api.db, admin!.id);
    const document: OpenApiDocument = (await api.app.inject({ url: '/api/docs/json' })).json();
    idRoutes = Object.entries(document.paths)
      .filter(([path]) => path.includes('{id}'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method, path })));
  });
  afterAll(async () => api?.close());

  it('is refused with the spec’s "Id is required", as GET inventory/{id} is', async () => {
    expect(idRoutes).toContainEqual({ method: 'get', path: '/api/inventory/{id}' });
    for (const { method, path } of idRoutes) {
      for (const blank of ['', '%20']) {
        const url = path.replace('{id}', blank).replace(/\{[^}]+\}/g, '1');
        const reply = await api.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(reply.json(), `${method} ${url}`).toEqual({
          statusCode: 400,
          message: 'Id is required',
          code: 'INVALID_DATA',
        });
      }
    }
  });
});
