import { PromoPage } from '../features/admin/content/promo-page';
import { promoAction, promoLoader } from '../features/admin/content/promo-route.server';
import type { Route } from './+types/admin-banner';

export const loader = (args: Route.LoaderArgs) => promoLoader(args, 'banner');
export const action = (args: Route.ActionArgs) => promoAction(args, 'banner');

/** /admin/banners/:id (or /new): a banner's names, picture per language, link, colour, order and dates. */
export default function AdminBanner({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PromoPage
      kind="banner"
      promo={loaderData.promo}
      saved={loaderData.saved}
      problem={actionData?.problem ?? null}
    />
  );
}
