import type { Banner, HomeDesign } from '../content/schemas.ts';
import type {
  Category,
  ProductCard,
  ProductList,
  ProductListQuery,
  StoreProductPage,
} from '../catalog/schemas.ts';
import type { Attribute } from '../catalog/specs.ts';
import type { DashboardSummary } from '../analytics/schemas.ts';
import type { ShippingSettings } from '../settings/defaults.ts';
import type { StoreProfile } from '../settings/store-profile.ts';
import type { ProductReviews } from '../reviews/schemas.ts';
import type { Question } from '../qna/schemas.ts';
import type { AuthConfig } from '../accounts/schemas.ts';
import type { LegalNotice, LegalNoticeVersions, LegalPage } from '../legal/notices.ts';

/**
 * What the server hands React Router loaders (AppLoadContext). Storefront loaders call these
 * services directly on the server, with no HTTP hop; the browser calls the same API over HTTP.
 */
export interface StorefrontServices {
  catalog: {
    listProducts(query: ProductListQuery): Promise<ProductList>;
    /** The product, the models it fits and, for a model, the parts that fit it. */
    getProduct(id: string): Promise<StoreProductPage | null>;
    /**
     * An active product's id and current slug from its id, slug or an old slug (the product page
     * redirects to /products/<slug>, docs/decisions/readable-product-urls.md); null for none.
     */
    resolveProductAddress(key: string): Promise<{ id: string; slug: string } | null>;
    /** Cards of the active products among `ids` (a fits filter's models, for its chip). */
    productsForCart(ids: string[]): Promise<ProductCard[]>;
    /** Featured products for the home grid (featured, else rated 4+), newest first. */
    featuredProducts(limit: number): Promise<ProductCard[]>;
    trendingProducts(limit: number): Promise<ProductCard[]>;
    /** 'You May Also Like': same category first, then similar price; never the product itself. */
    similarProducts(id: string, limit: number): Promise<ProductCard[]>;
    listCategories(): Promise<Category[]>;
    /** The shop's specification attributes, which a listing's `spec=` filters may name (cached). */
    allAttributes(): Promise<Pick<Attribute, 'key' | 'name' | 'unit' | 'type'>[]>;
  };
  reviews: {
    /** Approved reviews only, newest first. */
    listForProduct(productId: string, page: number, limit: number): Promise<ProductReviews>;
  };
  qna: {
    listForProduct(productId: string): Promise<Question[]>;
  };
  content: {
    listBanners(): Promise<Banner[]>;
    /** The home page designer's saved design over its defaults (cached; admin saves apply). */
    homeDesign(): Promise<HomeDesign>;
    /** The home grid: the designer's picks in order, topped up with featured products. */
    homeFeaturedProducts(): Promise<ProductCard[]>;
  };
  settings: {
    storeProfile(): Promise<StoreProfile>;
    /** The shop's shipping settings (zones, charges, warehouses), cached; admin writes apply. */
    get(section: 'shipping'): Promise<ShippingSettings>;
  };
  /** The seller's notices (GET /api/legal/...): the one in force, its versions, an earlier one. */
  legal: {
    current(page: LegalPage): Promise<LegalNotice>;
    versions(page: LegalPage): Promise<LegalNoticeVersions>;
    /** Rejects (404) when the page has no such version. */
    version(page: LegalPage, version: number): Promise<LegalNotice>;
  };
}

export interface ServerLoadContext {
  services: StorefrontServices;
  /** Per-request CSP nonce for inline scripts (React Router's hydration data). */
  cspNonce: string;
  /** The shop's public URL, for canonical links and JSON-LD. */
  publicUrl: string;
  /** Sign-in options: the Google button shows only when a client id is configured. */
  auth: AuthConfig;
  /**
   * Counts a view of the product by the visitor making this request, by the same rule as
   * GET /api/products/:id (one per visitor per product per India day; bots skipped), so the
   * two never count one shopper twice. Never rejects.
   */
  recordProductView(productId: string): Promise<void>;
}

export type { DashboardSummary };
