import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Routes are discovered lazily (the default), so no admin route reaches a storefront page's manifest.
  routeDiscovery: { mode: 'lazy' },
  future: {
    // clientLoader and HydrateFallback get their own chunks, so the admin fallback stays tiny.
    v8_splitRouteModules: true,
  },
} satisfies Config;
