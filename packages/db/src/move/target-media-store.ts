import { resolve } from 'node:path';
import { FolderStore } from '@seed/media/folder-store';
import { mediaS3Options, mediaS3Problems } from '@seed/media/s3-config';
import { S3Store } from '@seed/media/s3-store';
import type { MediaStore } from '@seed/media/store';

export type TargetMediaStore = { store: MediaStore; describe: string };

/**
 * Where the moved media goes: the folder named on the command line, else the bucket the store will use,
 * named by the same `MEDIA_S3_*` variables as the server's; null when neither is given and the move refuses.
 */
export function targetMediaStore(options: { toMediaDir?: string }): TargetMediaStore | null {
  if (options.toMediaDir) {
    const root = resolve(options.toMediaDir);
    return { store: new FolderStore(root), describe: `folder ${root}` };
  }
  const env = {
    ...process.env,
    MEDIA_S3_FORCE_PATH_STYLE: process.env.MEDIA_S3_FORCE_PATH_STYLE === 'true',
  };
  const problems = mediaS3Problems(env);
  if (problems.length > 0) {
    throw new Error(problems.map((problem) => `${problem.path.join('.')} ${problem.message}`).join('\n'));
  }
  const bucket = mediaS3Options(env);
  return bucket ? { store: new S3Store(bucket), describe: `s3://${bucket.bucket}` } : null;
}
