import { data, redirect } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { paymentTermsOf } from '#app/lib/payment-terms.ts';
import { toCardProduct } from '#app/lib/catalog/card-product.ts';
import { canonicalUrl } from '#app/lib/catalog/page-meta.ts';
import { REVIEWS_PAGE_SIZE } from '#app/storefront/features/product/review-pages.ts';
import { productJsonLd } from '#app/storefront/features/product/json-ld.tsx';
import { pageSpecRows } from '#app/storefront/features/product/spec-rows.server.ts';
import { declarationRows } from '#app/storefront/features/product/declaration-rows.server.ts';
import type { Route } from './+types/product-page';

// The product page's loader (product-page.tsx), kept in a .server module so none of it can reach
// the storefront's JavaScript.

const SIMILAR_COUNT = 8;

/**
 * The product page's data, read on the server: the product and its versions, its category's
 * breadcrumbs, the side lists (similar products, first reviews and questions) and its JSON-LD.
 */
export async function loadProductPage({ params, context, request }: Route.LoaderArgs) {
  const { catalog, settings, reviews, qna } = context.services;
  // The page lives at /products/<slug>; its id, an old slug or the old /product/… address answer
  // with a permanent redirect there (docs/decisions/readable-product-urls.md).
  const address = await catalog.resolveProductAddress(params.slug);
  if (!address) throw data({ message: 'Product not found' }, { status: 404 });
  const requested = new URL(request.url);
  const here = paths.product(address.slug);
  if (requested.pathname !== here) throw redirect(`${here}${requested.search}`, 301);
  const product = await catalog.getProduct(address.id);
  if (!product) throw data({ message: 'Product not found' }, { status: 404 });
  // `?variant=<id>` opens that version (a shared link or a reload); an unknown id opens the product.
  const variantId = new URL(request.url).searchParams.get('variant');
  const { options, variants } = product;
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
  const url = canonicalUrl(context.publicUrl, here);
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
  const inStock = product.inStock && product.stock > 0;
  const jsonLd = productJsonLd(product, crumbs, url, context.publicUrl);
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
      // docs/decisions/product-declarations.md, docs/decisions/drones.md
      declarations: declarationRows(countryOfOrigin, product.declarations),
      drone: product.drone,
      gstRate: product.gstRate,
      sku: product.sku,
      options,
      variants,
      specs: pageSpecRows(product.specs, variants),
    },
    variantId: variants.some((v) => v.id === variantId) ? variantId : null,
    crumbs,
    returnsDays: profile.returnsDays,
    // "Pay online and save ₹Y" / "Cash on delivery ₹X extra" under the price.
    paymentTerms: paymentTermsOf(profile),
    similar: similar.map(toCardProduct),
    // docs/decisions/parts-that-fit.md: a part names its models, a model
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
