import type { SessionUserSchema } from '@seed/contract/auth';
import type { z } from 'zod';

/** The signed-in user, as the API's session calls answer it. */
export type SessionUser = z.infer<typeof SessionUserSchema>;
