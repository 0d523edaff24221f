import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Routes are discovered lazily (the default), so no admin route reaches a storefront page's manifest.
  routeDiscovery: { mode: 'lazy' },
  // Every v8 flag is set explicitly, so the build states its choice instead of warning.
  future: {
    // clientLoader and HydrateFallback get their own chunks, so the admin fallback stays tiny.
    v8_splitRouteModules: true,
    // Off: middleware changes the load context to a RouterContextProvider, which the server's
    // request handler (apps/server platform/ssr) does not build yet.
    v8_middleware: false,
    // Off: these change how the build runs and how `.data` requests and request objects reach
    // loaders; adopt them together with the move to React Router 8 (it needs Node 22).
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
