import { PromoList } from '../features/admin/content/promo-list';
import { promoListLoader } from '../features/admin/content/promo-route.server';
import type { Route } from './+types/admin-banners';

export const loader = (args: Route.LoaderArgs) => promoListLoader(args, 'banner');

/** /admin/banners: every banner of the home page, shown or not. */
export default function AdminBanners({ loaderData }: Route.ComponentProps) {
  return <PromoList kind="banner" rows={loaderData.rows} deleted={loaderData.deleted} />;
}
