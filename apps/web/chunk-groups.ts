// How the browser build groups modules into chunks (vite.config.ts; docs/decisions/storefront-chunks.md).
//
// Left alone, the bundler gives every small shared module (each helper) a chunk of
// its own: a product page started with 33 module requests, which a phone fetches six at a time
// over HTTP/1.1, each round a trip over a slow network. Here:
//   - `framework`: Preact (as React) and React Router, which every page needs;
//   - `storefront-core`: the app code the root route and checkout share with the storefront
//     layout, and the small modules (each under SMALL_MODULE bytes) that a catalogue page shares
//     with another page (a badge, a date); `storefront-shell`: the rest of what the storefront
//     layout imports statically (header, footer, menus, search box), which checkout does not load;
//   - `storefront-catalog`: what two or more catalogue pages (home, listings, product, wishlist,
//     hangar, compare, cart, 404) share and no other storefront page loads: the product card,
//     its buttons, the wishlist, compare and hangar stores;
//   - `storefront-listing`: what only the listings share (filters, sorting, pages of results).
// Page modules and lazy parts (search suggestions, the chat, the admin) keep their own chunks.
//
// A group takes the modules its modules import along with them. So each group's set is closed:
// a module whose imports are neither in its set nor in a group chosen before (a higher priority)
// stays out, or it would drag a page's own code, or a large library, into a shared chunk.
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from './app/routes.ts';

const app = path.resolve(import.meta.dirname, 'app');
const inApp = (file: string) => path.join(app, file);
const rootRoute = inApp('root.tsx');
/** The browser entry: what it imports (ui/hydrate-later.tsx) every page loads, checkout too. */
const clientEntry = inApp('entry.client.tsx');
/** The route modules every storefront page loads before its own page module. */
const shellRoutes = [rootRoute, inApp('storefront/shell/storefront-layout.tsx')];
/**
 * The server-rendered routes outside the storefront layout: checkout has a shell of its own and
 * loads only the part of the storefront shell it shares.
 */
const ownShellRoutes = [
  inApp('storefront/features/checkout/checkout-layout.tsx'),
  inApp('storefront/features/checkout/checkout-page.tsx'),
];
/** The pages that show product cards, where most shoppers land. */
const catalogPages = [
  'storefront/features/home/home-page.tsx',
  'storefront/features/catalog/products-page.tsx',
  'storefront/features/catalog/category-page.tsx',
  'storefront/features/catalog/collection-page.tsx',
  'storefront/features/product/product-page.tsx',
  'storefront/features/wishlist/wishlist-page.tsx',
  'storefront/features/hangar/hangar-page.tsx',
  'storefront/features/compare/compare-page.tsx',
  'storefront/features/cart/cart-page.tsx',
  'storefront/features/errors/not-found-route.tsx',
].map(inApp);
/** The catalogue pages that list products with filters. */
const listingPages = [
  'storefront/features/catalog/products-page.tsx',
  'storefront/features/catalog/category-page.tsx',
  'storefront/features/catalog/collection-page.tsx',
].map(inApp);
/** Every route module, read from the route config. */
const routeFiles = (function files(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [inApp(entry.file), ...files(entry.children ?? [])]);
})(routes);
const adminDir = inApp('admin') + path.sep;
/** The storefront's own page routes (not the shell's, not the admin's). */
const storefrontPages = routeFiles.filter(
  (file) => !file.startsWith(adminDir) && !shellRoutes.includes(file),
);
/** The other storefront pages (account, orders, checkout, sign-in, help). */
const otherPages = storefrontPages.filter((file) => !catalogPages.includes(file));
/** A shared module this small (bytes of code after transform) costs more as a request of its own. */
const SMALL_MODULE = 6_000;

/** A route file's module and the parts React Router splits from it (v8_splitRouteModules). */
const routeParts = (file: string) =>
  ['', 'main', 'clientAction', 'clientLoader', 'clientMiddleware', 'HydrateFallback'].map((part) =>
    part ? `${file}?route-chunk=${part}` : file,
  );
/**
 * Modules the storefront uses only a little of while admin screens use more: grouped, the shell
 * would carry every export any chunk needs (tailwind-merge alone is ~9 KB gzip).
 */
const sharedWithAdmin = /[\\/]tailwind-merge[\\/]/;
/** Preact (as React) and React Router: every page, storefront or admin, needs all of them. */
const framework = /[\\/]node_modules[\\/](preact|react-router)[\\/]/;
const inNodeModules = (id: string) => id.includes(`${path.sep}node_modules${path.sep}`);
const withoutQuery = (id: string) => id.split('?')[0]!;

type ModuleInfo = { importedIds: readonly string[]; code: string | null };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };
type ChunkName =
  | 'framework'
  | 'storefront-core'
  | 'storefront-shell'
  | 'storefront-catalog'
  | 'storefront-listing';

/** The chunk of every grouped module, worked out once from the whole module graph. */
function plan(ctx: ChunkingContext): Map<string, ChunkName> {
  const importsOf = (id: string): readonly string[] => ctx.getModuleInfo(id)?.importedIds ?? [];
  const closure = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...importsOf(id));
    }
    return seen;
  };
  /** How many of the pages reach each module through static imports. */
  const reachCount = (pages: readonly string[]) => {
    const count = new Map<string, number>();
    for (const page of pages) {
      for (const id of closure(routeParts(page))) count.set(id, (count.get(id) ?? 0) + 1);
    }
    return count;
  };

  const chunkOf = new Map<string, ChunkName>();
  const placed = (id: string) => framework.test(id) || chunkOf.has(id);
  const isRoute = (id: string) => routeFiles.includes(withoutQuery(id));
  /** Keeps the candidates whose imports all stay in the set or are placed already. */
  const closed = (candidates: Iterable<string>) => {
    const chosen = new Set(candidates);
    for (let changed = true; changed;) {
      changed = false;
      for (const id of chosen) {
        if (importsOf(id).some((dep) => !chosen.has(dep) && !placed(dep))) {
          chosen.delete(id);
          changed = true;
        }
      }
    }
    return chosen;
  };

  const shell = closure(shellRoutes);
  const core = closure([rootRoute, clientEntry, ...ownShellRoutes.flatMap(routeParts)]);
  for (const id of shell) {
    if (framework.test(id) || shellRoutes.includes(withoutQuery(id)) || sharedWithAdmin.test(id))
      continue;
    chunkOf.set(id, core.has(id) ? 'storefront-core' : 'storefront-shell');
  }

  // The small modules the catalogue pages share with the others (a badge, a date) go in the core:
  // about 3.5 KB that the few pages without them (help pages, 404) load for nothing, and one
  // request fewer on each catalogue page and most others (docs/decisions/storefront-chunks.md).
  const catalogReach = reachCount(catalogPages);
  const elsewhere = closure([clientEntry, ...otherPages.flatMap(routeParts)]);
  const common = closed(
    [...reachCount(storefrontPages).keys()].filter((id) => {
      if (placed(id) || isRoute(id)) return false;
      if (!catalogReach.has(id) || !elsewhere.has(id) || inNodeModules(id)) return false;
      return (ctx.getModuleInfo(id)?.code?.length ?? Infinity) <= SMALL_MODULE;
    }),
  );
  for (const id of common) chunkOf.set(id, 'storefront-core');

  // What only the catalogue pages load, two or more of them: the product card and its parts in
  // one chunk, what only the listings load (filters, sorting, pages of results) in another.
  const beyondListings = closure(
    catalogPages.filter((file) => !listingPages.includes(file)).flatMap(routeParts),
  );
  const shared = [...catalogReach]
    .filter(([id, pages]) => pages >= 2 && !placed(id) && !isRoute(id) && !elsewhere.has(id))
    .map(([id]) => id);
  const catalog = closed(shared.filter((id) => beyondListings.has(id)));
  for (const id of catalog) chunkOf.set(id, 'storefront-catalog');
  const listing = closed(shared.filter((id) => !beyondListings.has(id)));
  for (const id of listing) chunkOf.set(id, 'storefront-listing');
  return chunkOf;
}

/** The build's `codeSplitting.groups`: one group per shared chunk, chosen in this order. */
export function chunkGroups() {
  let chunkOf: Map<string, ChunkName> | null = null;
  const group = (names: readonly ChunkName[], priority: number) => ({
    name: (id: string, ctx: ChunkingContext) => {
      chunkOf ??= plan(ctx);
      const name = framework.test(id) ? 'framework' : chunkOf.get(id);
      return name && names.includes(name) ? name : null;
    },
    debugName: names.join('+'),
    priority,
  });
  return [
    group(['framework', 'storefront-core', 'storefront-shell'], 2),
    group(['storefront-catalog', 'storefront-listing'], 1),
  ];
}
