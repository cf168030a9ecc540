/// <reference path="./s3rver.d.ts" />
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

// s3rver accepts any key pair whose requests are signed with it; these are its documented ones.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export type S3StandIn = {
  // http://127.0.0.1:{port}, path-style only.
  endpoint: string;
  bucket: string;
  // What a store process needs to use the bucket (MEDIA_S3_*).
  env: Record<string, string>;
  stop(): Promise<void>;
};

/**
 * An S3-compatible service (s3rver) on a free local port, keeping its objects in a temporary folder, with
 * one empty bucket of a random name. For tests: several server processes may share it through `env`.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = await mkdtemp(join(tmpdir(), 's3-stand-in-'));
  const bucket = `media-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      MEDIA_S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      // Clients keep connections alive; closing waits for none of them.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
