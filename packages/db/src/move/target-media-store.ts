import { resolve } from 'node:path';
import { FolderStore } from '@seed/media/folder-store';
import type { MediaStore } from '@seed/media/store';

export type TargetMediaStore = { store: MediaStore; describe: string };

/**
 * Where the moved media goes: the folder named on the command line, else none and the move refuses. The
 * bucket store the app configures from `MEDIA_S3_*` belongs here too, read from the environment.
 */
export function targetMediaStore(options: { toMediaDir?: string }): TargetMediaStore | null {
  if (options.toMediaDir) {
    const root = resolve(options.toMediaDir);
    return { store: new FolderStore(root), describe: `folder ${root}` };
  }
  return null;
}
