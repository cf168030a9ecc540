import { useRouteLoaderData } from 'react-router';
import type { loader } from '../../routes/layouts/admin-layout';

/** The signed-in member of staff, from the back office's layout, for any page inside it. */
export function useStaff() {
  const data = useRouteLoaderData<typeof loader>('routes/layouts/admin-layout');
  if (!data) throw new Error('useStaff is for pages inside the admin layout');
  return data.staff;
}
