import { PromoList } from '../features/admin/content/promo-list';
import { promoListLoader } from '../features/admin/content/promo-route.server';
import type { Route } from './+types/admin-slides';

export const loader = (args: Route.LoaderArgs) => promoListLoader(args, 'slide');

/** /admin/slides: every carousel slide of the home page, shown or not. */
export default function AdminSlides({ loaderData }: Route.ComponentProps) {
  return <PromoList kind="slide" rows={loaderData.rows} deleted={loaderData.deleted} />;
}
