import { PackageX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { Breadcrumbs } from '#app/storefront/features/catalog/breadcrumbs.tsx';
import { toCardProduct } from '#app/storefront/features/catalog/card-product.ts';
import { canonicalUrl, pageMeta } from '#app/storefront/features/catalog/page-meta.ts';
import { ProductGrid } from '#app/storefront/features/catalog/product-grid.tsx';
import { ProductRating } from '#app/storefront/features/catalog/product-rating.tsx';
import { TaxNote } from '#app/storefront/features/catalog/tax-note.tsx';
import { CompareToggle } from '#app/storefront/features/compare/compare-toggle.tsx';
import { CompareTrayLauncher } from '#app/storefront/features/compare/compare-tray-launcher.tsx';
import { ErrorPage } from '#app/storefront/features/errors/error-page.tsx';
import { DeliveryCheck } from '#app/storefront/features/product/delivery-check.tsx';
import { JsonLd } from '#app/storefront/features/product/json-ld.tsx';
import { ProductGallery } from '#app/storefront/features/product/product-gallery.tsx';
import { FitsYourModel } from '#app/storefront/features/hangar/fits-your-model.tsx';
import { FitsModels, PartsThatFit } from '#app/storefront/features/product/parts-that-fit.tsx';
import { ProductTabs } from '#app/storefront/features/product/product-tabs.tsx';
import { PurchaseBox } from '#app/storefront/features/product/purchase-box.tsx';
import { REVIEWS_PAGE_SIZE } from '#app/storefront/features/product/review-pages.ts';
import { RecentlyViewedStrip } from '#app/storefront/features/product/recently-viewed-strip.tsx';
import { SurfaceNote } from '#app/storefront/features/product/surface-note.tsx';
import { WishlistButton } from '#app/storefront/features/wishlist/wishlist-button.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import type { Route } from './+types/product-page';

const SIMILAR_COUNT = 8;

// Reviews and Q&A load with their tab: most visits never open them.
const ReviewsPanel = lazy(() =>
  import('#app/storefront/features/product/reviews-panel.tsx').then((m) => ({
    default: m.ReviewsPanel,
  })),
);
const QnaPanel = lazy(() =>
  import('#app/storefront/features/product/qna-panel.tsx').then((m) => ({ default: m.QnaPanel })),
);
const panelFallback = <p className="text-sm text-slate-500">Loading…</p>;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalog, settings, reviews, qna } = context.services;
  const product = await catalog.getProduct(params.id);
  if (!product) throw data({ message: 'Product not found' }, { status: 404 });
  const [profile, , similar, productReviews, questions, categories, surfaceDays] =
    await Promise.all([
      settings.storeProfile(),
      // Server-rendered visits count as views too (the API's rule; never fails the page).
      context.recordProductView(product.id),
      catalog.similarProducts(product.id, SIMILAR_COUNT).catch(() => []),
      // A failing side list leaves its tab to fetch from the API rather than failing the page.
      reviews.listForProduct(product.id, 1, REVIEWS_PAGE_SIZE).catch(() => null),
      qna.listForProduct(product.id).catch(() => null),
      catalog.listCategories(),
      // Goods that ship by surface only: the note says how much longer standard delivery takes.
      product.shipsBySurface
        ? settings.get('shipping').then((s) => s.surfaceExtraDays)
        : Promise.resolve(null),
    ]);
  // Slugs repeat across parents (propellers, airplanes/propellers): the name tells them apart.
  const category =
    categories.find((c) => c.slug === product.category && c.name === product.categoryName) ??
    categories.find((c) => c.slug === product.category);
  const parent = category?.parentId ? categories.find((c) => c.id === category.parentId) : null;
  const url = canonicalUrl(context.publicUrl, paths.product(product.id));
  const crumbs = [
    { label: 'Home', to: paths.home() },
    { label: 'Products', to: paths.products() },
    ...(parent ? [{ label: parent.name, to: paths.category(parent.slug) }] : []),
    ...(category
      ? [
          {
            label: category.name,
            to: parent ? paths.category(parent.slug, category.slug) : paths.category(category.slug),
          },
        ]
      : []),
    { label: product.name },
  ];
  const absolute = (path: string) => new URL(path, context.publicUrl).href;
  const inStock = product.inStock && product.stock > 0;
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product.sku,
      brand: { '@type': 'Brand', name: product.brand },
      image: product.images.map((i) => absolute(i.url)),
      countryOfOrigin: product.countryOfOrigin,
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'INR',
        price: product.price.toFixed(2),
        availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: product.seller.name },
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
        item: absolute(crumb.to ?? paths.product(product.id)),
      })),
    },
  ];
  const { description, highlights, whatsInBox, warranty, seller, countryOfOrigin } = product;
  return {
    product: {
      id: product.id,
      name: product.name,
      brand: product.brand,
      price: product.price,
      originalPrice: product.originalPrice,
      discount: product.discount,
      stock: product.stock,
      inStock,
      rating: product.rating,
      reviews: product.reviews,
      images: product.images,
      image: product.images[0]?.url ?? product.image,
      freeDelivery: product.freeDelivery,
      /** Extra days by road for goods that ship by surface only; null for other goods. */
      surfaceDays,
      description,
      highlights,
      whatsInBox,
      warranty,
      seller,
      countryOfOrigin,
      gstRate: product.gstRate,
    },
    crumbs,
    returnsDays: profile.returnsDays,
    similar: similar.map(toCardProduct),
    // docs/decisions.md, "Parts that fit and My hangar": a part names its models, a model
    // shows the parts that fit it.
    fitsModels: product.fitsModels,
    partsThatFit: {
      total: product.partsThatFit.total,
      groups: product.partsThatFit.groups.map((g) => ({
        ...g,
        products: g.products.map(toCardProduct),
      })),
    },
    productReviews,
    questions,
    canonicalUrl: url,
    jsonLd,
  };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d)
    return [{ title: 'Product not found | Propwash' }, { name: 'robots', content: 'noindex' }];
  const { product } = d;
  return pageMeta({
    title: `${product.name} | Buy at ${formatRupees(product.price)} | Propwash`,
    description: product.description.replace(/\s+/g, ' ').slice(0, 155),
    url: d.canonicalUrl,
    image: product.image,
    type: 'product',
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, crumbs, returnsDays, similar, productReviews, questions, jsonLd } = loaderData;
  const { fitsModels, partsThatFit } = loaderData;
  const isLowStock = product.inStock && product.stock >= 1 && product.stock <= 5;
  const hasDiscount = product.originalPrice > product.price;
  return (
    <div className="py-6">
      <JsonLd data={jsonLd} />
      <Breadcrumbs items={crumbs} />
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <div className="relative">
          <ProductGallery images={product.images} name={product.name} />
          <WishlistButton
            product={{
              id: product.id,
              name: product.name,
              image: product.image,
              price: product.price,
              originalPrice: product.originalPrice,
              rating: product.rating,
              reviews: product.reviews,
              stock: product.stock,
            }}
            className="absolute top-3 right-3"
          />
          {product.discount > 0 && (
            <Badge variant="accent" className="absolute top-3 left-3 text-sm">
              {product.discount}% OFF
            </Badge>
          )}
        </div>
        <div className="space-y-5">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
              {product.brand}
            </p>
            <h1 className="mt-1 text-2xl leading-tight font-extrabold text-brand-950 sm:text-3xl">
              {product.name}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <ProductRating rating={product.rating} reviews={product.reviews} />
              {product.inStock ? (
                <Badge variant="success">In stock</Badge>
              ) : (
                <Badge variant="danger">Out of Stock</Badge>
              )}
              {isLowStock && (
                <span className="text-sm font-semibold text-accent-700">
                  Only {product.stock} left!
                </span>
              )}
            </div>
          </div>
          <div>
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-3xl font-extrabold text-slate-900">
                <span className="sr-only">Price </span>
                {formatRupees(product.price)}
              </span>
              {hasDiscount && (
                <span className="text-base text-slate-500">
                  MRP <s>{formatRupees(product.originalPrice)}</s>
                </span>
              )}
            </p>
            {hasDiscount && (
              <p className="mt-1 text-base font-bold text-success-700">
                Save {formatRupees(product.originalPrice - product.price)} ({product.discount}%)
              </p>
            )}
            <TaxNote className="mt-1 text-sm text-slate-600" />
            {fitsModels.length > 0 && <FitsYourModel models={fitsModels} className="mt-3" />}
          </div>
          <PurchaseBox
            product={{
              id: product.id,
              name: product.name,
              price: product.price,
              image: product.image,
              stock: product.inStock ? product.stock : 0,
            }}
          />
          <CompareToggle
            product={{ id: product.id, name: product.name, image: product.image }}
            className="text-sm"
          />
          {product.surfaceDays !== null && <SurfaceNote extraDays={product.surfaceDays} />}
          <DeliveryCheck productId={product.id} />
          {fitsModels.length > 0 && <FitsModels models={fitsModels} />}
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            <Fact term="Country of origin" value={product.countryOfOrigin} />
            <Fact term="Sold by" value={product.seller.name} />
            <Fact
              term="Returns"
              value={`${returnsDays}-day replacement for defective or damaged items`}
            />
            {product.freeDelivery && <Fact term="Delivery" value="Free delivery" />}
            <Fact term="Warranty" value={product.warranty.period || '100% original product'} />
          </dl>
          {product.highlights.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              {product.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <div className="mt-10 rounded-card border border-slate-200 bg-white px-4 sm:px-6">
        <ProductTabs
          tabs={[
            {
              id: 'description',
              label: 'Description',
              panel: (
                <div className="max-w-3xl space-y-4 text-sm leading-relaxed text-slate-700">
                  <p className="whitespace-pre-line">{product.description}</p>
                  {product.whatsInBox.length > 0 && (
                    <div>
                      <h3 className="font-bold text-slate-900">What&apos;s in the box</h3>
                      <ul className="mt-1 list-disc pl-5">
                        {product.whatsInBox.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                  )}
                </div>
              ),
            },
            {
              id: 'reviews',
              label: `Reviews (${product.reviews.toLocaleString('en-IN')})`,
              panel: (
                <Suspense fallback={panelFallback}>
                  <ReviewsPanel productId={product.id} initial={productReviews} />
                </Suspense>
              ),
            },
            {
              id: 'qna',
              label: 'Questions & Answers',
              shortLabel: 'Q&A',
              panel: (
                <Suspense fallback={panelFallback}>
                  <QnaPanel productId={product.id} initial={questions} />
                </Suspense>
              ),
            },
          ]}
        />
      </div>

      {partsThatFit.total > 0 && (
        <PartsThatFit
          model={{ id: product.id, name: product.name }}
          total={partsThatFit.total}
          groups={partsThatFit.groups}
        />
      )}
      {similar.length > 0 && (
        <section aria-labelledby="similar-heading" className="mt-12">
          <h2 id="similar-heading" className="mb-4 text-2xl font-extrabold text-brand-950">
            You May Also Like
          </h2>
          <ProductGrid products={similar} />
        </section>
      )}
      <RecentlyViewedStrip
        current={{ id: product.id, name: product.name, price: product.price, image: product.image }}
      />
      <CompareTrayLauncher />
    </div>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2">
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="font-medium text-slate-800">{value}</dd>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center sm:py-24">
        <span className="flex size-16 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <PackageX className="size-8" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold text-brand-950">Product not found</h1>
        <p className="mt-3 text-slate-600">
          This product may have been removed, or the link may be wrong.
        </p>
        <Link to={paths.products()} className={buttonVariants({ className: 'mt-8' })}>
          Browse products
        </Link>
      </section>
    );
  }
  return <ErrorPage error={error} />;
}
