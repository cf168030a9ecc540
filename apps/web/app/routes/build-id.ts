import { assets } from 'virtual:react-router/server-build';

// The build this server runs, as React Router's manifest version: the same value a page finds in its own
// manifest, so the page can tell a newer deploy (lib/build-poll.ts). Never cached, or it could not tell.
export function loader() {
  return Response.json({ buildId: assets.version }, { headers: { 'Cache-Control': 'no-store' } });
}
