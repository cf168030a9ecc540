import { ARTIST_PRODUCT_STATES } from '@seed/domain/artist-product-state';
import { MoneySchema } from '@seed/domain/money-schema';
import { type AppLoadContext, redirect } from 'react-router';
import { z } from 'zod';
import { requestLocale } from '../../lib/locale.server';
import type { SessionUser } from '../auth/auth-api.server';
import { requireSignedIn } from '../auth/require-signed-in.server';

// The replies of apps/api/src/modules/artist-portal that the portal pages read.
const MediaSchema = z.object({
  url: z.object({ small: z.string().nullable(), medium: z.string().nullable() }),
});

export const DashboardSchema = z.object({
  artworks: z.number(),
  clicks: z.number(),
  design: z.number(),
  likes: z.number(),
  products: z.number(),
  revenue: MoneySchema,
  subdomain: z.string(),
  series: z.array(z.object({ date: z.string(), clicks: z.number(), revenue: MoneySchema })),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const PortalProductSchema = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameAr: z.string(),
  price: MoneySchema,
  isActive: z.boolean(),
  state: z.enum(ARTIST_PRODUCT_STATES),
  media: MediaSchema.nullable(),
});
export const ProductsPageSchema = z.object({ products: z.array(PortalProductSchema), hasMore: z.boolean() });

export const PortalArtworkSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleAr: z.string(),
  isActive: z.boolean(),
  isApproved: z.boolean(),
  media: MediaSchema.nullable(),
});
export const ArtworksPageSchema = z.object({ artworks: z.array(PortalArtworkSchema), hasMore: z.boolean() });

export const ActiveSchema = z.object({ id: z.number(), isActive: z.boolean() });

const PORTAL_ROLES: readonly SessionUser['role'][] = ['ARTIST', 'ADMIN'];

/** Spec §2: the portal needs sign-in (else to /auth and back) and the ARTIST or ADMIN role (else home). */
export async function requireArtist(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await requireSignedIn(request, context);
  if (PORTAL_ROLES.includes(user.role)) return user;
  const locale = requestLocale(new URL(request.url).pathname.split('/')[1], request);
  throw redirect(`/${locale}`);
}
