import { Outlet } from 'react-router';
import { AdminLoading } from '#app/admin/shell/admin-loading.tsx';
import { Toaster } from '#app/ui/toaster.tsx';
import type { Route } from './+types/admin-root';

// A clientLoader with no server loader makes the server render only the HydrateFallback:
// the whole /admin subtree renders in the browser, from its own lazily loaded chunks.
export async function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Admin | Propwash' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminRoot() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
