import type { Db } from '@seed/db/client';

/** What every module's route plugin receives from the API plugin. */
export type ModuleOptions = {
  db: Db;
  // Where image URLs point: PUBLIC_URL, or a CDN in front of /media.
  mediaBase: string;
};
