import { QueryCache, QueryClient, QueryClientProvider, MutationCache } from '@tanstack/react-query';
import { RefreshCw, ServerCrash } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate, useRevalidator } from 'react-router';
import { LiveUpdates } from '#app/admin/shell/live-updates.tsx';
import { AdminLoading } from '#app/admin/shell/admin-loading.tsx';
import { findAdminNavItem } from '#app/admin/shell/admin-nav.ts';
import { AdminSidebar } from '#app/admin/shell/admin-sidebar.tsx';
import { AdminTopbar } from '#app/admin/shell/admin-topbar.tsx';
import { requireAdmin, sessionRedirectFor } from '#app/admin/shell/require-admin.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { clearSession } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';
import { signOut } from '#app/lib/session.ts';
import { Button } from '#app/ui/button.tsx';
import { Dialog, DialogDescription, DialogSheetContent, DialogTitle } from '#app/ui/dialog.tsx';
import { NotificationPromptLauncher } from '#app/ui/notification-prompt-launcher.tsx';
import type { Route } from './+types/admin-shell';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: await requireAdmin(request) };
}

export function HydrateFallback() {
  return <AdminLoading />;
}

function useAdminQueryClient() {
  const navigate = useNavigate();
  const [client] = useState(() => {
    // Any admin call answering 401/403 ends the local session and goes back to sign-in.
    const onError = (error: unknown) => {
      const target = sessionRedirectFor(error, window.location.pathname);
      if (!target) return;
      clearSession();
      void navigate(target, { replace: true });
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: {
        queries: {
          staleTime: 30_000,
          refetchOnWindowFocus: false,
          retry: (failureCount, error) =>
            failureCount < 2 &&
            !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        },
      },
    });
  });
  return client;
}

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  const queryClient = useAdminQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const title = findAdminNavItem(pathname)?.label ?? 'Admin';

  async function logout() {
    // Silence in-flight admin calls first: once the session ends they would answer 401,
    // which must not read as "Session expired".
    await queryClient.cancelQueries(undefined, { silent: true });
    queryClient.clear();
    signOut();
    await navigate(paths.admin.login(), { replace: true });
  }

  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates />
      <div className="min-h-dvh bg-slate-100 md:grid md:grid-cols-[16rem_1fr]">
        <aside className="sticky top-0 h-dvh max-md:hidden">
          <AdminSidebar />
        </aside>
        <Dialog open={isMenuOpen} onOpenChange={setIsMenuOpen}>
          <DialogSheetContent className="w-72 bg-brand-950 md:hidden">
            <DialogTitle className="sr-only">Admin navigation</DialogTitle>
            <DialogDescription className="sr-only">Go to another admin screen</DialogDescription>
            <AdminSidebar
              onNavigate={() => setIsMenuOpen(false)}
              onClose={() => setIsMenuOpen(false)}
            />
          </DialogSheetContent>
        </Dialog>
        <div className="flex min-w-0 flex-col">
          <AdminTopbar
            title={title}
            user={user}
            onOpenMenu={() => setIsMenuOpen(true)}
            onLogout={() => void logout()}
          />
          <main className="flex-1 p-4 sm:p-6 lg:p-8">
            {/* The opt-in is a banner in the content's flow, so it never covers a dialog or a
                page's Save button; a push card still shows top right for 5 s. */}
            <NotificationPromptLauncher audience="admin" />
            <Outlet />
          </main>
        </div>
      </div>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const message =
    error instanceof ApiError ? error.message : 'The admin could not load. Please try again.';
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4">
      <div className="max-w-md rounded-card border border-slate-200 bg-white p-8 text-center shadow-card">
        <ServerCrash className="mx-auto size-10 text-danger-600" aria-hidden />
        <h1 className="mt-4 text-xl font-bold text-slate-900">Admin unavailable</h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
        <Button className="mt-6" onClick={() => void revalidator.revalidate()}>
          <RefreshCw aria-hidden /> Try again
        </Button>
      </div>
    </main>
  );
}
