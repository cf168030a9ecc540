import { data } from 'react-router';
import { z } from 'zod';
import { ApiError, type FullApiClient } from '../../lib/api.server';
import { ActiveSchema } from './portal-data.server';

const ToggleFormSchema = z.object({
  id: z.coerce.number().int().positive(),
  isActive: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/**
 * The products' and artworks' switch (spec §6): the form posts the item and the state it should take. An item
 * that is not the artist's (API 404) is a 404 here too; the page reloads its list afterwards either way.
 */
export async function toggleActive(api: FullApiClient, kind: 'products' | 'artworks', form: FormData) {
  const parsed = ToggleFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false as const }, 400);
  try {
    await api.patch(`/artist/portal/${kind}/${parsed.data.id}`, ActiveSchema, {
      isActive: parsed.data.isActive,
    });
    return { ok: true as const };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return data({ ok: false as const }, 404);
    throw error;
  }
}
