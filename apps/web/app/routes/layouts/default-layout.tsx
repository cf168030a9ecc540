import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { SiteHeader } from '../../components/site-header';
import { FavoriteStateLoader } from '../../features/favorites/favorite-state';

/** Spec §2's default layout: the store's header and footer around the page. */
export default function DefaultLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <FavoriteStateLoader />
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
