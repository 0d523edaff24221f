import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import stylesheet from '#app/app.css?url';
import iconStylesheet from '#app/icons.css?url';
import { earlyTapScript } from '#app/lib/early-tap.ts';
import { ICON_STYLES_ID, releaseIconStylesScript } from '#app/lib/icon-styles.ts';
import { holdImagesScript } from '#app/lib/images-after-hydration.ts';
import { useNonce } from '#app/lib/nonce.tsx';
import { ErrorPage } from '#app/ui/error-page.tsx';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
  // Not waited for before the first paint; the inline script below applies it once loaded.
  { rel: 'stylesheet', href: iconStylesheet, media: 'print', id: ICON_STYLES_ID },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#132563" />
        <Meta />
        {/* Stylesheets and preloads need no nonce under our CSP ('self'). An explicit '' stops
            Links from copying the router's server-only nonce, so server and browser markup match. */}
        <Links nonce="" />
        <noscript
          dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${iconStylesheet}">` }}
        />
        {/* Applies the icons' stylesheet once loaded (lib/icon-styles.ts), keeps a tap on Add to
            cart made before the page has hydrated (lib/early-tap.ts), and holds the pictures
            below the first screen until then (lib/images-after-hydration.ts). */}
        <script
          nonce={nonce || undefined}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{
            __html: `${releaseIconStylesScript};${earlyTapScript};${holdImagesScript}`,
          }}
        />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort: an error outside any page's own boundary (no header, since its data may be gone). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl items-center px-4">
      <ErrorPage error={error} />
    </main>
  );
}
