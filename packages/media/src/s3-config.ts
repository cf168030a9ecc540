import type { S3StoreOptions } from './s3-store';

type MediaS3Env = {
  MEDIA_S3_BUCKET?: string;
  MEDIA_S3_ENDPOINT?: string;
  MEDIA_S3_REGION?: string;
  MEDIA_S3_ACCESS_KEY_ID?: string;
  MEDIA_S3_SECRET_ACCESS_KEY?: string;
  MEDIA_S3_FORCE_PATH_STYLE: boolean;
};

const SETTINGS = [
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

// AWS needs a region even for one bucket; R2 takes `auto`, MinIO and the stand-in any name.
const DEFAULT_REGION = 'us-east-1';

/** What is wrong with the bucket's settings, as config issues: a half-configured bucket refuses to start. */
export function mediaS3Problems(env: MediaS3Env): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  if (!env.MEDIA_S3_BUCKET) {
    // Media would silently go to the folder while the operator believes it is in the bucket.
    for (const name of SETTINGS) {
      if (env[name]) problems.push({ path: [name], message: 'is set but MEDIA_S3_BUCKET is not' });
    }
    return problems;
  }
  const [idSet, secretSet] = [Boolean(env.MEDIA_S3_ACCESS_KEY_ID), Boolean(env.MEDIA_S3_SECRET_ACCESS_KEY)];
  if (idSet !== secretSet) {
    const missing = idSet ? 'MEDIA_S3_SECRET_ACCESS_KEY' : 'MEDIA_S3_ACCESS_KEY_ID';
    problems.push({ path: [missing], message: 'is required with the other MEDIA_S3 key (both or neither)' });
  }
  return problems;
}

/** The bucket's options when one is named; null keeps media in MEDIA_DIR. */
export function mediaS3Options(env: MediaS3Env): S3StoreOptions | null {
  if (!env.MEDIA_S3_BUCKET) return null;
  return {
    bucket: env.MEDIA_S3_BUCKET,
    endpoint: env.MEDIA_S3_ENDPOINT,
    region: env.MEDIA_S3_REGION ?? DEFAULT_REGION,
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE,
  };
}
