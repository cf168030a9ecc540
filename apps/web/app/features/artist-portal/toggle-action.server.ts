import { artistPortal } from '@seed/contract/artist-portal';
import { data } from 'react-router';
import { z } from 'zod';
import { type ApiClient, ApiError } from '../../lib/api.server';

const ToggleFormSchema = z.object({
  id: z.coerce.number().int().positive(),
  isActive: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

const TOGGLES = { products: artistPortal.toggleProduct, artworks: artistPortal.toggleArtwork } as const;

/**
 * The products' and artworks' switch (spec §6): the form posts the item and the state it should take. An item
 * that is not the artist's (API 404) is a 404 here too; the page reloads its list afterwards either way.
 */
export async function toggleActive(api: ApiClient, kind: keyof typeof TOGGLES, form: FormData) {
  const parsed = ToggleFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ ok: false as const }, 400);
  try {
    await api.call(TOGGLES[kind], {
      params: { id: parsed.data.id },
      body: { isActive: parsed.data.isActive },
    });
    return { ok: true as const };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return data({ ok: false as const }, 404);
    throw error;
  }
}
