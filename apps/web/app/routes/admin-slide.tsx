import { PromoPage } from '../features/admin/content/promo-page';
import { promoAction, promoLoader } from '../features/admin/content/promo-route.server';
import type { Route } from './+types/admin-slide';

export const loader = (args: Route.LoaderArgs) => promoLoader(args, 'slide');
export const action = (args: Route.ActionArgs) => promoAction(args, 'slide');

/** /admin/slides/:id (or /new): a carousel slide's names, picture per language, link, colour, order and dates. */
export default function AdminSlide({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PromoPage
      kind="slide"
      promo={loaderData.promo}
      saved={loaderData.saved}
      problem={actionData?.problem ?? null}
    />
  );
}
