import { groupIndianDigits } from '@propwash/domain/indian-digits';
import { PackageX } from '#app/ui/icons.tsx';
import { memo, lazy, Suspense, useState } from 'react';
import { isRouteErrorResponse, Link, useSearchParams } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { Breadcrumbs } from '#app/ui/catalog/breadcrumbs.tsx';
import { pageMeta } from '#app/lib/catalog/page-meta.ts';
import { ProductGrid } from '#app/ui/catalog/product-grid.tsx';
import { ProductRating } from '#app/ui/catalog/product-rating.tsx';
import { TaxNote } from '#app/ui/catalog/tax-note.tsx';
import { PaymentTermsNote } from '#app/ui/payment-terms-note.tsx';
import { rupeesToPaise } from '@propwash/domain/money';
import { CompareToggle } from '#app/ui/compare/compare-toggle.tsx';
import { CompareTrayLauncher } from '#app/ui/compare/compare-tray-launcher.tsx';
import { ErrorPage } from '#app/ui/error-page.tsx';
import { DeliveryCheck } from '#app/storefront/features/product/delivery-check.tsx';
import { JsonLd } from '#app/storefront/features/product/json-ld.tsx';
import { ProductGallery } from '#app/storefront/features/product/product-gallery.tsx';
import { FitsYourModel } from '#app/ui/hangar/fits-your-model.tsx';
import { FitsModels, PartsThatFit } from '#app/storefront/features/product/parts-that-fit.tsx';
import { loadProductPage } from '#app/storefront/features/product/product-loader.server.ts';
import { ProductTabs } from '#app/storefront/features/product/product-tabs.tsx';
import { PurchaseBox } from '#app/storefront/features/product/purchase-box.tsx';
import { NotifyMe } from '#app/storefront/features/product/notify-me.tsx';
import {
  choiceLabel,
  chosenVariant,
  displayName,
  imagesWith,
  initialChoice,
  missingOptions,
  pickValue,
  shownOffer,
} from '#app/storefront/features/product/variant-choice.ts';
import { VariantPicker } from '#app/storefront/features/product/variant-picker.tsx';
import { RecentlyViewedStrip } from '#app/storefront/features/product/recently-viewed-strip.tsx';
import { SurfaceNote } from '#app/storefront/features/product/surface-note.tsx';
import { SpecTable } from '#app/storefront/features/product/spec-table.tsx';
import { DroneBadge, DroneGuidance } from '#app/storefront/features/product/drone-guidance.tsx';
import { ProductDeclarations } from '#app/storefront/features/product/product-declarations.tsx';
import { WishlistButton } from '#app/ui/wishlist/wishlist-button.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import type { Route } from './+types/product-page';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';
import { revalidateUnlessOnly } from '#app/lib/revalidate-unless-only.ts';

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

export function loader(args: Route.LoaderArgs) {
  return loadProductPage(args);
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

// Choosing a version only rewrites `?variant=`: the page already holds every variant.
export const shouldRevalidate = revalidateUnlessOnly('variant');

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  // Keyed so another product's page starts with its own choice.
  return <ProductView key={loaderData.product.id} {...loaderData} />;
}

type ProductViewProps = Route.ComponentProps['loaderData'];

const ProductView = memo(function ProductView({
  product,
  variantId,
  crumbs,
  returnsDays,
  paymentTerms,
  similar,
  productReviews,
  questions,
  jsonLd,
  fitsModels,
  partsThatFit,
}: ProductViewProps) {
  const { options, variants } = product;
  const [, setSearchParams] = useSearchParams();
  const [choice, setChoice] = useState(() => initialChoice(options, variants, variantId));
  const [asked, setAsked] = useState<string[]>([]);
  const variant = chosenVariant(options, variants, choice);
  const missing = missingOptions(options, choice);
  const hasVariants = options.length > 0;
  const { price, originalPrice, discount, inStock, stock } = shownOffer(product, variant);
  const isLowStock = inStock && stock >= 1 && stock <= 5;
  const hasDiscount = originalPrice > price;
  const priceVaries = hasVariants && new Set(variants.map((v) => v.price)).size > 1;
  const label = choiceLabel(options, choice);
  const images = variant?.image
    ? imagesWith(product.images, variant.image, product.name)
    : product.images;
  const image = images[0]?.url ?? product.image;
  const isUnsold = hasVariants && missing.length === 0 && !variant;
  // Sold out: the product, or the version chosen (docs/decisions/back-in-stock.md).
  const isSoldOut = !inStock && (hasVariants ? variant !== null : true);
  const hasSpecs = product.specs.length > 0;

  function pick(optionName: string, value: string) {
    const next = pickValue(options, variants, choice, optionName, value);
    setChoice(next);
    setAsked((names) => names.filter((n) => !next[n]));
    const picked = chosenVariant(options, variants, next);
    setSearchParams(
      (params) => {
        if (picked) params.set('variant', picked.id);
        else params.delete('variant');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="py-6">
      <JsonLd data={jsonLd} />
      <Breadcrumbs items={crumbs} />
      {/* With specifications, a wide screen shows them under the gallery, beside the long buying
          column; a phone shows them after it. */}
      <div
        className={`mt-4 grid gap-8 lg:grid-cols-2 ${hasSpecs ? 'lg:grid-rows-[auto_1fr]' : ''}`}
      >
        <div className="relative">
          <ProductGallery key={images[0]?.url} images={images} name={product.name} />
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
          {discount > 0 && (
            <Badge variant="accent" className="absolute top-3 left-3 text-sm">
              {discount}% OFF
            </Badge>
          )}
        </div>
        <div
          className={`space-y-5 ${hasSpecs ? 'lg:col-start-2 lg:row-span-2 lg:row-start-1' : ''}`}
        >
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase">
              {product.brand}
            </p>
            <h1 className="mt-1 text-2xl leading-tight font-extrabold text-brand-950 sm:text-3xl">
              {product.name}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <ProductRating rating={product.rating} reviews={product.reviews} />
              {isUnsold ? (
                <Badge variant="neutral">Not available</Badge>
              ) : inStock ? (
                <Badge variant="success">In stock</Badge>
              ) : (
                <Badge variant="danger">Out of Stock</Badge>
              )}
              {isLowStock && !isUnsold && (
                <span className="text-sm font-semibold text-accent-700">Only {stock} left!</span>
              )}
              {product.drone && <DroneBadge drone={product.drone} />}
            </div>
          </div>
          <div>
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1" aria-live="polite">
              <span className="text-3xl font-extrabold text-slate-900">
                <span className="sr-only">Price </span>
                {!variant && priceVaries && (
                  <span className="mr-1 text-base font-semibold text-slate-600">from</span>
                )}
                {formatRupees(price)}
              </span>
              {hasDiscount && (
                <span className="text-base text-slate-500">
                  MRP <s>{formatRupees(originalPrice)}</s>
                </span>
              )}
            </p>
            {hasDiscount && (
              <p className="mt-1 text-base font-bold text-success-700">
                Save {formatRupees(originalPrice - price)} ({discount}%)
              </p>
            )}
            <TaxNote className="mt-1 text-sm text-slate-600" />
            {/* For the price shown: once a version is chosen when versions differ in price. */}
            {!isUnsold && (variant || !priceVaries) && (
              <PaymentTermsNote
                terms={paymentTerms}
                goodsPaise={rupeesToPaise(price)}
                className="mt-1"
              />
            )}
            {fitsModels.length > 0 && <FitsYourModel models={fitsModels} className="mt-3" />}
          </div>
          {hasVariants && (
            <VariantPicker
              options={options}
              variants={variants}
              choice={choice}
              onPick={pick}
              missing={asked}
            />
          )}
          {isUnsold && (
            <p className="text-sm font-semibold text-slate-700">
              {label} is not sold. Choose another combination.
            </p>
          )}
          <PurchaseBox
            product={{
              id: product.id,
              variantId: variant?.id ?? null,
              variantLabel: variant ? label : null,
              name: displayName(product.name, variant ? label : ''),
              price,
              image,
              stock: isUnsold ? 0 : inStock ? stock : 0,
            }}
            missing={hasVariants && !isUnsold ? missing : []}
            onMissing={setAsked}
          />
          {isSoldOut && (
            <NotifyMe
              key={variant?.id ?? product.id}
              productId={product.id}
              variantId={variant?.id ?? null}
            />
          )}
          <CompareToggle
            product={{ id: product.id, name: product.name, image: product.image }}
            className="text-sm"
          />
          {product.surfaceDays !== null && <SurfaceNote extraDays={product.surfaceDays} />}
          <DeliveryCheck productId={product.id} />
          {fitsModels.length > 0 && <FitsModels models={fitsModels} />}
          {product.drone && <DroneGuidance drone={product.drone} />}
          <dl className="grid gap-2 text-sm sm:grid-cols-2">
            {product.seller.name && <Fact term="Sold by" value={product.seller.name} />}
            <Fact
              term="Returns"
              value={`${returnsDays}-day replacement for defective or damaged items`}
            />
            {product.freeDelivery && <Fact term="Delivery" value="Free delivery" />}
            {/* Only the warranty the owner entered (docs/decisions/no-invented-product-claims.md). */}
            {product.warranty.period && <Fact term="Warranty" value={product.warranty.period} />}
          </dl>
          {product.highlights.length > 0 && (
            <BulletList
              items={product.highlights}
              className="space-y-1 pl-5 text-sm text-slate-700"
            />
          )}
          {/* The country of origin and the label's declarations (docs/decisions/product-declarations.md). */}
          <ProductDeclarations rows={product.declarations} />
        </div>
        {hasSpecs && (
          <div className="self-start lg:col-start-1 lg:row-start-2">
            <SpecTable
              rows={product.specs}
              brand={product.brand}
              sku={variant?.sku ?? product.sku}
              variantId={variant?.id ?? null}
            />
          </div>
        )}
      </div>

      <HydrateLater>
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
                        <BulletList items={product.whatsInBox} className="mt-1 pl-5" />
                      </div>
                    )}
                  </div>
                ),
              },
              {
                id: 'reviews',
                label: `Reviews (${groupIndianDigits(product.reviews)})`,
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
      </HydrateLater>

      {partsThatFit.total > 0 && (
        <PartsThatFit
          model={{ id: product.id, name: product.name }}
          total={partsThatFit.total}
          groups={partsThatFit.groups}
        />
      )}
      {similar.length > 0 && (
        <HydrateLater>
          <section aria-labelledby="similar-heading" className="mt-12">
            <h2 id="similar-heading" className="mb-4 text-2xl font-extrabold text-brand-950">
              You May Also Like
            </h2>
            <ProductGrid products={similar} aboveTheFold={false} />
          </section>
        </HydrateLater>
      )}
      <RecentlyViewedStrip
        current={{ id: product.id, name: product.name, price: product.price, image: product.image }}
      />
      <CompareTrayLauncher />
    </div>
  );
});

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

/** A bulleted list of short texts (highlights, what is in the box). */
function BulletList({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className={`list-disc ${className}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
