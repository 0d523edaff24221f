import { useContext, useState } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/**
 * The first page's module scripts as `<link rel="modulepreload">` in the head, the router's own
 * chunks first (docs/decisions.md, "Storefront first load"). React Router's `<Scripts>` preloads
 * the same files from the end of the body, where a phone on a slow network reads them only once
 * the whole page has arrived; from the head the browser asks for them with the first packet, and
 * the biggest file (the framework chunk, which the entry imports first) takes the connection the
 * page came on. The browser fetches a module once, so the second link costs nothing but its bytes.
 *
 * Worked out once, from the page the server rendered: the same list hydrates, and later
 * navigations load their own modules.
 */
export function ModulePreloads() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const [hrefs] = useState(() => {
    const manifest = framework?.manifest;
    if (!manifest) return [];
    const routeFiles = matches.flatMap((match) => {
      const route = manifest.routes[match.id];
      if (!route) return [];
      const { module, clientActionModule, clientLoaderModule, hydrateFallbackModule } = route;
      const files = [module, clientActionModule, clientLoaderModule, hydrateFallbackModule];
      return [...files.filter((file) => file !== undefined), ...(route.imports ?? [])];
    });
    return [...new Set([...manifest.entry.imports, manifest.entry.module, ...routeFiles])];
  });
  return hrefs.map((href) => <link key={href} rel="modulepreload" href={href} />);
}
