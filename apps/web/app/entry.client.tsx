import { Fragment, options, type ComponentChildren } from 'preact';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// React Router's default browser entry, adapted to Preact, which renders the pages
// (docs/decisions.md, Storefront JS budget).
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

void routerDataDecoded().then(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
