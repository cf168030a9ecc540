import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { users } from '@seed/db/schema/users';
import { createTestDatabase, type TestDatabaseKind } from '@seed/db/test-database';
import { FolderStore } from '@seed/media/folder-store';
import type { MediaStore } from '@seed/media/store';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authPlugin } from '../../plugins/auth';
import { errorsPlugin } from '../../plugins/errors';
import { createSession } from '../../test/api';
import { mediaFilesPlugin } from './media-files';
import { mediaRoutes } from './routes';

export const MEDIA_BASE = 'http://store.test';
// Opening and migrating a database takes seconds, many more while other suites run beside it.
export const DATABASE_TIMEOUT = 60_000;

/**
 * The media routes on the API's own plugins (auth, errors, zod) under /api, and the file plugin at /media,
 * on a fresh database and media folder: what the one-process server mounts, without the rest of the API (nor
 * the job queue, so without background removal).
 */
export async function createMediaTestApp(
  kind: TestDatabaseKind,
  maxBytes?: number,
  // A bucket instead of the fresh folder.
  given?: MediaStore,
) {
  const database = await createTestDatabase(kind);
  const mediaDir = await mkdtemp(join(tmpdir(), 'media-module-'));
  const store = given ?? new FolderStore(mediaDir);
  const app = Fastify();
  await app.register(
    async (api) => {
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      await api.register(authPlugin, {
        db: database.db,
        cookieSecret: 'test-secret-of-at-least-32-characters',
      });
      await api.register(errorsPlugin);
      await api.register(mediaRoutes, { db: database.db, mediaBase: MEDIA_BASE, store, maxBytes });
    },
    { prefix: '/api' },
  );
  await app.register(mediaFilesPlugin, { store, prefix: '/media' });
  await app.ready();

  const [user] = await database.db
    .insert(users)
    .values({ email: 'noor@example.com' })
    .returning({ id: users.id });
  const token = await createSession(database.db, user!.id);
  return {
    app,
    db: database.db,
    store,
    userId: user!.id,
    token,
    // Every file under the media folder, however deep: what a rejected upload must leave empty.
    storedFiles: async () =>
      (await readdir(mediaDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()),
    async close() {
      await app.close();
      await database.drop();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

// The body and content type a browser sends for a form with one file (or one text field).
export async function multipart(field: string, content: Buffer | string, filename?: string) {
  const form = new FormData();
  if (filename === undefined) form.append(field, String(content));
  else form.append(field, new Blob([content]), filename);
  const request = new Request('http://form.test', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
