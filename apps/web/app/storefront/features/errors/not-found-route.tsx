import { data } from 'react-router';
import type { Route } from './+types/not-found-route';
import { ErrorPage } from '#app/ui/error-page.tsx';

// Any unknown path answers a real HTTP 404 and renders inside the storefront layout.
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export const meta: Route.MetaFunction = () => [
  { title: 'Page not found | Propwash' },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
