import { useQueries, useQuery } from '@tanstack/react-query';
import { toCardProduct, type CardProduct } from '#app/lib/catalog/card-product.ts';
import type { HomeSources } from '#app/ui/home/home-view-model.ts';
import { pickedProductQueryOptions, previewQueries } from './homepage.queries.ts';

type Status = { sources: HomeSources | null; error: Error | null };

/**
 * The storefront home's data for the preview, with the draft's featured grid worked out the way
 * the server does it (docs/decisions/home-page-designer.md): picks still on sale first, in
 * order, then featured products that are not picked, up to `count`.
 */
export function usePreviewSources(picks: string[], count: number): Status {
  const banners = useQuery(previewQueries.banners());
  const categories = useQuery(previewQueries.categories());
  const profile = useQuery(previewQueries.profile());
  const fill = useQuery(previewQueries.featured(Math.min(count + picks.length, 24)));
  const trending = useQuery(previewQueries.trending());
  const deals = useQuery(previewQueries.deals());
  const clearance = useQuery(previewQueries.clearance());
  const picked = useQueries({ queries: picks.map((id) => pickedProductQueryOptions(id)) });

  const all = [banners, categories, profile, fill, trending, deals, clearance];
  const error = all.find((q) => q.error)?.error ?? null;
  if (
    !banners.data ||
    !categories.data ||
    !profile.data ||
    !fill.data ||
    !trending.data ||
    !deals.data ||
    !clearance.data ||
    picked.some((q) => q.isPending)
  ) {
    return { sources: null, error };
  }

  const onSale: CardProduct[] = picked.flatMap((q) =>
    q.data?.isActive ? [toCardProduct(q.data)] : [],
  );
  const chosen = new Set(picks);
  const featured = [
    ...onSale.slice(0, count),
    ...fill.data.filter((p) => !chosen.has(p.id)).map(toCardProduct),
  ].slice(0, count);

  return {
    error,
    sources: {
      banners: banners.data,
      categories: categories.data,
      featured,
      trending: trending.data.products.map(toCardProduct),
      deals: deals.data.products.map(toCardProduct),
      clearance: clearance.data.products.map(toCardProduct),
      freeShippingThreshold: profile.data.freeShippingThreshold,
    },
  };
}
