import { BadgeCheck, FileText, Lock } from '#app/ui/icons.tsx';
import { Link, Outlet } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { Logo } from '#app/ui/logo.tsx';
import { ToastRegion } from '#app/ui/toast-region.tsx';
import { ErrorPage } from '#app/ui/error-page.tsx';
import { CheckoutSessionGuard } from '#app/storefront/features/checkout/checkout-session.tsx';
import type { Route } from './+types/checkout-layout';

/**
 * A focused shell for /checkout, as the big marketplaces do it: the logo (the way back home) and
 * why it is safe to pay here; no menus, footer, chat or prompts to pull the shopper away. Rendered
 * on the server; the page below it waits for the browser's session (checkout-page.tsx).
 */
function CheckoutShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:h-16 sm:px-6">
          <Link to={paths.home()} aria-label="Propwash home" className="rounded-md">
            <Logo />
          </Link>
          <p className="flex flex-col items-end text-xs leading-snug whitespace-nowrap text-slate-600 sm:flex-row sm:items-center sm:gap-2 sm:text-sm">
            <span className="flex items-center gap-1.5 font-semibold text-success-700">
              <Lock className="size-3.5 sm:size-4" aria-hidden /> Secure checkout
            </span>
            <span className="flex items-center gap-2">
              <span aria-hidden className="hidden text-slate-300 sm:inline">
                ·
              </span>
              <span className="flex items-center gap-1.5">
                <BadgeCheck className="hidden size-4 text-slate-500 sm:block" aria-hidden />
                100% original<span className="max-sm:hidden"> products</span>
              </span>
              <span aria-hidden className="text-slate-300">
                ·
              </span>
              <span className="flex items-center gap-1.5">
                <FileText className="hidden size-4 text-slate-500 sm:block" aria-hidden />
                GST invoice
              </span>
            </span>
          </p>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 sm:px-6">
        {children}
      </main>
      <ToastRegion />
      <CheckoutSessionGuard />
    </div>
  );
}

export default function CheckoutLayout() {
  return (
    <CheckoutShell>
      <Outlet />
    </CheckoutShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <CheckoutShell>
      <ErrorPage error={error} />
    </CheckoutShell>
  );
}
