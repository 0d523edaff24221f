import type { ProductCard } from '@propwash/domain/catalog/schemas';

/**
 * What My hangar needs of the catalog, declared here so the hangar module never reads catalog
 * tables; app-services.ts hands the catalog service's functions over (docs/architecture.md).
 */
export type HangarCatalogPort = {
  /** Cards of the active products among `ids`; unknown or hidden ones are left out. */
  cards(ids: string[]): Promise<ProductCard[]>;
  /** How many active parts fit each of these models. */
  partCounts(modelIds: string[]): Promise<Map<string, number>>;
};
