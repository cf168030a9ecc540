import { redirect } from 'react-router';
import { preferredLocale } from '../lib/locale.server';
import type { Route } from './+types/locale-redirect';

export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/${preferredLocale(request)}${search}`);
}
