import { data } from 'react-router';
import { ErrorPage } from '../components/error-page';

export function loader(): never {
  throw data(null, { status: 404 });
}

// A default export keeps this a page rather than a resource route, so the 404 renders as HTML.
export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return <ErrorPage />;
}
