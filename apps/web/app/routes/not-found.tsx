import { data } from 'react-router';
import { ErrorPage } from '../components/error-page';

// The spec's message is the status text, so error reports and clients see it whatever the page's language.
export function loader({ request }: { request: Request }): never {
  throw data(null, { status: 404, statusText: `Page Not Found: ${new URL(request.url).pathname}` });
}

// A default export keeps this a page rather than a resource route, so the 404 renders as HTML.
export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
