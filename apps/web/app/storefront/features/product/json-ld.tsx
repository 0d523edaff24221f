import type { StoreProductPage } from '@propwash/domain/catalog/schemas';
import type { SpecRow } from '@propwash/domain/catalog/specs';
import { useNonce } from '#app/lib/nonce.tsx';
import { paths } from '#app/lib/paths.ts';

/** JSON for an inline script: '<' escaped so no value can close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Structured data as an inline script carrying the request's CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

const availability = (inStock: boolean) =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/** The page's structured data: the product with its offer (one per version) and its breadcrumbs. */
export function productJsonLd(
  product: StoreProductPage,
  crumbs: { label: string; to?: string }[],
  url: string,
  publicUrl: string,
) {
  const { variants } = product;
  const absolute = (path: string) => new URL(path, publicUrl).href;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product.sku,
      brand: { '@type': 'Brand', name: product.brand },
      image: product.images.map((i) => absolute(i.url)),
      ...(product.countryOfOrigin ? { countryOfOrigin: product.countryOfOrigin } : {}),
      ...(product.specs.length > 0 ? { additionalProperty: product.specs.map(specProperty) } : {}),
      offers:
        variants.length > 0
          ? {
              // One offer per version; search engines show the price range.
              '@type': 'AggregateOffer',
              priceCurrency: 'INR',
              lowPrice: Math.min(...variants.map((v) => v.price)).toFixed(2),
              highPrice: Math.max(...variants.map((v) => v.price)).toFixed(2),
              offerCount: variants.length,
              offers: variants.map((v) => ({
                '@type': 'Offer',
                url: `${url}?variant=${encodeURIComponent(v.id)}`,
                sku: v.sku,
                priceCurrency: 'INR',
                price: v.price.toFixed(2),
                availability: availability(v.inStock && v.stock > 0),
                itemCondition: 'https://schema.org/NewCondition',
              })),
            }
          : {
              '@type': 'Offer',
              url,
              priceCurrency: 'INR',
              price: product.price.toFixed(2),
              availability: availability(product.inStock && product.stock > 0),
              itemCondition: 'https://schema.org/NewCondition',
              ...(product.seller.name
                ? { seller: { '@type': 'Organization', name: product.seller.name } }
                : {}),
            },
      ...(product.reviews > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating.toFixed(1),
              reviewCount: product.reviews,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: absolute(crumb.to ?? paths.product(product.slug)),
      })),
    },
  ];
}

/**
 * A specification as a schema.org PropertyValue: one number as a number with its unit apart
 * ({ value: 2200, unitText: 'mAh' }); versions' values or text as the shop prints them
 * without the unit ("2200 / 3300"), which unitText carries.
 */
export function specProperty(row: Pick<SpecRow, 'name' | 'unit' | 'values'>) {
  const [first] = row.values;
  const value =
    row.values.length === 1 && typeof first === 'number' ? first : row.values.join(' / ');
  return {
    '@type': 'PropertyValue',
    name: row.name,
    value,
    ...(row.unit ? { unitText: row.unit } : {}),
  };
}
