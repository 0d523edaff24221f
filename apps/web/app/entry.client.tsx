import { Fragment, options, type ComponentChildren } from 'preact';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { replayEarlyTap } from '#app/lib/early-tap.ts';
import { releaseImages } from '#app/lib/images-after-hydration.ts';
import { hydrateDeferredParts } from '#app/ui/hydrate-later.tsx';

// React Router's default browser entry, adapted to Preact, which renders the pages
// (docs/decisions/storefront-js-budget-preact.md).
//
// Preact hydrates a document inside its <html> element, so the root layout's <html> would become
// a second <html> nested in the first: in the browser it stands for its children (<head> and
// <body>), which then meet the server's own. The server's <html lang> stays as sent.
const createVNode = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'html') {
    vnode.type = Fragment;
    vnode.props = { children: (vnode.props as { children?: ComponentChildren }).children };
  }
  createVNode?.(vnode);
};

/**
 * The router's first render throws a promise until the loader data streamed with the page is
 * decoded. React waits at the root; Preact, hydrating, would keep only the first server node
 * (<head>) while waiting and build a second <body>. So a throwaway render starts the decoding
 * and the page hydrates once it is done.
 */
async function routerDataDecoded() {
  const probe = createRoot(document.createElement('div'));
  try {
    probe.render(<HydratedRouter />);
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown.catch(() => undefined);
    else throw thrown;
  } finally {
    probe.unmount();
  }
}

/**
 * Resolves once the browser has shown the server's page (its first contentful paint), so that
 * hydrating, a long task on a phone, never holds back the first paint (docs/decisions/hydration-after-first-paint.md).
 * A hidden tab paints nothing: it hydrates at once, as does a browser
 * that cannot tell, and the admin; and after a second at most.
 */
function firstPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    const canTell =
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes?.includes('paint');
    // The admin renders in the browser (its server page is a placeholder): nothing to wait for.
    const isAdmin = window.location.pathname.startsWith('/admin');
    if (!canTell || isAdmin || document.visibilityState !== 'visible') return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, 1_000);
    document.addEventListener('visibilitychange', done);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', done);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

void Promise.all([routerDataDecoded(), firstPaintShown()]).then(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  // When the page became interactive, for the benchmarks (bench/lighthouse.ts) and for anyone
  // reading the browser's performance timeline.
  performance.mark('propwash:hydrated');
  // Parts of the page marked <HydrateLater> hydrate from here, one task each; then a tap made
  // before the page could answer it is made again (lib/early-tap.ts), and the pictures held
  // until now are fetched (lib/images-after-hydration.ts).
  void hydrateDeferredParts().then(() => {
    replayEarlyTap();
    releaseImages();
  });
});
