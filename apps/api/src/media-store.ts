import { FolderStore } from '@seed/media/folder-store';
import { S3Store } from '@seed/media/s3-store';
import type { MediaStore } from '@seed/media/store';
import type { Config } from './config';

/** The bucket when MEDIA_S3_BUCKET names one, else the folder MEDIA_DIR. */
export function createMediaStore(config: Pick<Config, 'MEDIA_DIR' | 'MEDIA_S3'>): MediaStore {
  return config.MEDIA_S3 ? new S3Store(config.MEDIA_S3) : new FolderStore(config.MEDIA_DIR);
}
