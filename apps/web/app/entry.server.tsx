import { options, type VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { NonceProvider } from '#app/lib/nonce.tsx';

export const streamTimeout = 5_000;

// `suppressHydrationWarning` is a hint to React's hydration (React Router puts it on its scripts
// and preloads), not an attribute: Preact's string renderer would write it into the page.
const createVNode = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && 'suppressHydrationWarning' in props) {
    delete props.suppressHydrationWarning;
  }
  createVNode?.(vnode);
};

/**
 * Renders the whole page, then sends it. Preact renders the pages (docs/decisions/storefront-js-budget-preact.md):
 * its streaming renderer parks late content in an element that looks for markers
 * further down the page, but React Router streams its loader data from a Suspense boundary after
 * </html>, past any marker the parser has read, so that data would never arrive. The async
 * renderer waits for each boundary and writes its content in place.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The server's CSP allows inline scripts only with this nonce; every script React Router emits
  // carries it.
  const nonce = loadContext?.cspNonce ?? '';
  const page = (
    <NonceProvider nonce={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>
  ) as unknown as VNode;

  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timeoutId = setTimeout(
      () => reject(new Error(`The page took over ${streamTimeout + 1000} ms to render`)),
      streamTimeout + 1000,
    );
  });
  try {
    // A render error rejects here; React Router's handler then renders the error boundary.
    const html = await Promise.race([renderToStringAsync(page), timeout]);
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(`<!DOCTYPE html>${html}`, {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  } finally {
    clearTimeout(timeoutId);
  }
}
