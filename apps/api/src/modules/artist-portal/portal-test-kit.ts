import type { Db } from '@seed/db/client';
import { users } from '@seed/db/schema/users';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../../test/api';
import { multipart } from '../media/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Bearer headers for a user of the test catalogue (by e-mail) or a new one with the given role. */
export async function signInAs(db: Db, email: string, role?: 'USER' | 'ARTIST' | 'ADMIN') {
  let [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) [user] = await db.insert(users).values({ email, role }).returning({ id: users.id });
  return { id: user!.id, headers: { authorization: `Bearer ${await createSession(db, user!.id)}` } };
}

export function caller(app: FastifyInstance) {
  return (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
    app.inject({ method, url, headers, payload });
}

/** Uploads an image through media/upload as the caller and returns its media row as answered. */
export async function uploadImage(app: FastifyInstance, headers: Record<string, string>, image: Buffer) {
  const form = await multipart('file', image, 'image.png');
  const reply = await app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
  if (reply.statusCode !== 201) throw new Error(`upload failed: ${reply.statusCode} ${reply.body}`);
  return reply.json() as { id: number; url: { large: string } };
}
