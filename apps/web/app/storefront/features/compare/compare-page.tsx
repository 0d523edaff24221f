import type { StoreProduct } from '@propwash/domain/catalog/schemas';
import { ArrowLeft, Star, X } from '#app/ui/icons.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useNavigation } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { MAX_COMPARED, parseCompareIds, replaceSlot } from '#app/lib/compare/compare-ids.ts';
import { ProductPicker } from '#app/storefront/features/compare/product-picker.tsx';
import { setCompared } from '#app/lib/compare/compare-store.ts';
import { TaxNote } from '#app/ui/catalog/tax-note.tsx';
import type { Route } from './+types/compare-page';
import { PictureOr } from '#app/ui/picture-or.tsx';
import { compareSpecRows } from '#app/storefront/features/compare/compare-specs.ts';

const DESCRIPTION_LENGTH = 220;
// The row names stay in view while a phone scrolls the products sideways.
const stickyCell = 'sticky left-0 z-10 bg-white p-3 shadow-[1px_0_0_var(--color-slate-200)]';
// A specification the products differ in: a light tint across the row (opaque, so the sticky
// name still covers what scrolls under it) and a bar at its name.
const differsTint = 'bg-[color-mix(in_srgb,var(--color-brand-50)_70%,white)]';
const differsName = `sticky left-0 z-10 p-3 ${differsTint} shadow-[inset_3px_0_0_var(--color-brand-400),1px_0_0_var(--color-slate-200)]`;

function toCompared(p: StoreProduct) {
  const description =
    p.description.length > DESCRIPTION_LENGTH
      ? `${p.description.slice(0, DESCRIPTION_LENGTH).trimEnd()}…`
      : p.description;
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    image: p.images[0]?.url ?? p.image,
    price: p.price,
    originalPrice: p.originalPrice,
    categoryName: p.categoryName,
    rating: p.rating,
    reviews: p.reviews,
    discount: p.discount,
    freeDelivery: p.freeDelivery,
    description,
    specs: p.specs.map(({ key, name, display }) => ({ key, name, display })),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ids = parseCompareIds(url.searchParams.get('ids'));
  const { catalog } = context.services;
  const [found, list] = await Promise.all([
    Promise.all(ids.map((id) => catalog.getProduct(id).catch(() => null))),
    catalog.listProducts({ page: 1, limit: 100, sort: 'name', availability: 'all' }),
  ]);
  return {
    canonicalUrl: new URL(paths.compare(), context.publicUrl).href,
    products: found.filter((p): p is NonNullable<typeof p> => p !== null).map(toCompared),
    options: list.products.map(({ id, name }) => ({ id, name })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data?.products.length
      ? `Compare ${data.products.map((p) => p.name).join(' vs ')} | Propwash`
      : 'Compare RC models | Propwash',
  },
  {
    name: 'description',
    content:
      'Compare up to three RC models and parts side by side: price, specifications, rating, reviews, discount and delivery.',
  },
  ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonicalUrl }] : []),
];

type Compared = Route.ComponentProps['loaderData']['products'][number];

type Row = {
  label: string;
  note?: ReactNode;
  render: (p: Compared) => ReactNode;
  /** What "Show only differences" compares; a row without it is always shown. */
  same?: (p: Compared) => string | number | boolean;
};

const rows: Row[] = [
  {
    label: 'Price',
    same: (p) => `${p.price}/${p.originalPrice}`,
    note: <TaxNote className="mt-0.5 font-normal" />,
    render: (p) => (
      <span className="font-bold text-brand-950">
        {formatRupees(p.price)}
        {p.originalPrice > p.price && (
          <s className="ml-2 text-xs font-normal text-slate-500">{formatRupees(p.originalPrice)}</s>
        )}
      </span>
    ),
  },
  { label: 'Brand', render: (p) => p.brand || '—', same: (p) => p.brand },
  { label: 'Category', render: (p) => p.categoryName, same: (p) => p.categoryName },
  {
    label: 'Rating',
    same: (p) => (p.reviews > 0 ? p.rating.toFixed(1) : ''),
    render: (p) => (
      <span className="inline-flex items-center gap-1">
        <Star filled className="size-4 text-amber-400" aria-hidden />
        {p.reviews > 0 ? p.rating.toFixed(1) : 'No ratings yet'}
      </span>
    ),
  },
  { label: 'Reviews', render: (p) => p.reviews, same: (p) => p.reviews },
  {
    label: 'Discount',
    render: (p) => (p.discount > 0 ? `${p.discount}%` : '0%'),
    same: (p) => p.discount,
  },
  {
    label: 'Free Delivery',
    render: (p) => (p.freeDelivery ? 'Yes' : 'No'),
    same: (p) => p.freeDelivery,
  },
];

const endRows: Row[] = [
  {
    label: 'Description',
    render: (p) => <span className="text-sm leading-relaxed text-slate-600">{p.description}</span>,
  },
];

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { products, options } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const specRows = compareSpecRows(products);
  const canDiffer = products.length > 1;
  const shown = (row: Row) =>
    !onlyDifferences || !row.same || new Set(products.map(row.same)).size > 1;
  const shownSpecs = specRows.filter((r) => !onlyDifferences || r.differs);

  // The page and the tray compare the same products: what is compared here fills the tray.
  const comparedKey = products.map((p) => p.id).join(',');
  useEffect(() => {
    setCompared(products.map((p) => ({ id: p.id, name: p.name, image: p.image })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids say when the list changed
  }, [comparedKey]);

  function renderRow(row: Row) {
    return (
      <tr key={row.label} className="border-b border-slate-100 align-top">
        <th scope="row" className={`${stickyCell} font-semibold text-slate-700`}>
          {row.label}
          {row.note}
        </th>
        {products.map((p) => (
          <td key={p.id} className="p-3 text-slate-900">
            {row.render(p)}
          </td>
        ))}
      </tr>
    );
  }

  function select(slot: number, productId: string | null) {
    // The URL is the truth: a quick second pick must build on the first even before the page
    // has re-rendered with its data (or while that navigation is still loading).
    const pending = navigation.location?.pathname === paths.compare() ? navigation.location : null;
    const search = pending ? pending.search : window.location.search;
    const next = replaceSlot(
      parseCompareIds(new URLSearchParams(search).get('ids')),
      slot,
      productId,
    );
    void navigate(next.length ? `${paths.compare()}?ids=${next.join(',')}` : paths.compare(), {
      replace: true,
      preventScrollReset: true,
    });
  }

  return (
    <div className="py-6 sm:py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">Compare Products</h1>
        <Link to={paths.products()} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <ArrowLeft aria-hidden /> Back to products
        </Link>
      </div>

      <div className="grid gap-4 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3">
        {Array.from({ length: MAX_COMPARED }, (_, slot) => {
          const product = products[slot];
          return (
            <ProductPicker
              key={`${slot}-${product?.id ?? 'empty'}`}
              slot={slot}
              selected={product ? { id: product.id, name: product.name } : null}
              options={options}
              onSelect={(id) => select(slot, id)}
            />
          );
        })}
      </div>

      {products.length === 0 ? (
        <p className="mt-6 rounded-card border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          Choose up to three products above to compare them side by side.
        </p>
      ) : (
        <>
          {canDiffer && (
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-1">
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-slate-800">
                <input
                  type="checkbox"
                  checked={onlyDifferences}
                  onChange={(event) => setOnlyDifferences(event.target.checked)}
                  className="size-5 accent-brand-600"
                />
                Show only differences
              </label>
              {specRows.some((r) => r.differs) && (
                <p className="flex items-center gap-2 text-xs text-slate-600">
                  <span
                    aria-hidden
                    className={`inline-block h-4 w-6 rounded-sm ${differsTint} shadow-[inset_3px_0_0_var(--color-brand-400)]`}
                  />
                  Specifications that differ
                </p>
              )}
            </div>
          )}
          {/* A phone scrolls the table inside its own box; the row names stay in view on the left.
            `relative` keeps the screen-reader-only labels inside it too, not widening the page. */}
          <div
            className={`relative ${canDiffer ? 'mt-2' : 'mt-6'} overflow-x-auto overscroll-x-contain rounded-card border border-slate-200 bg-white shadow-sm`}
          >
            <table className="w-full min-w-[34rem] table-fixed border-collapse text-left text-sm lg:min-w-0">
              <caption className="sr-only">Product comparison</caption>
              <colgroup>
                <col className="w-28 sm:w-40" />
                {products.map((p) => (
                  <col key={p.id} />
                ))}
              </colgroup>
              <thead>
                <tr className="border-b border-slate-200 align-top">
                  <td className={stickyCell} />
                  {products.map((p) => (
                    <th key={p.id} scope="col" className="p-3 font-normal">
                      <div className="aspect-[4/3] max-w-56 overflow-hidden rounded-lg bg-white">
                        <PictureOr
                          src={p.image}
                          width={320}
                          height={240}
                          className="size-full object-contain"
                        />
                      </div>
                      <Link
                        to={paths.product(p.id)}
                        className="mt-2 line-clamp-2 block font-semibold text-slate-900 hover:text-brand-700"
                      >
                        {p.name}
                      </Link>
                      <button
                        type="button"
                        onClick={() => select(products.indexOf(p), null)}
                        className="mt-1 inline-flex min-h-8 items-center gap-1 text-xs font-semibold text-slate-500 hover:text-danger-700"
                      >
                        <X className="size-3.5" aria-hidden /> Remove
                        <span className="sr-only"> {p.name}</span>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{rows.filter(shown).map(renderRow)}</tbody>
              {shownSpecs.length > 0 && (
                <tbody aria-labelledby="compare-specs-heading">
                  <tr className="border-b border-slate-200 bg-slate-50">
                    <th
                      id="compare-specs-heading"
                      scope="rowgroup"
                      colSpan={products.length + 1}
                      className="p-0 text-left"
                    >
                      {/* The heading stays in view while a phone scrolls the table sideways. */}
                      <span className="sticky left-0 block w-max px-3 py-2 text-xs font-bold tracking-wider text-slate-600 uppercase">
                        Specifications
                      </span>
                    </th>
                  </tr>
                  {shownSpecs.map((spec) => {
                    const differs = canDiffer && spec.differs;
                    return (
                      <tr
                        key={spec.key}
                        data-differs={differs || undefined}
                        className="border-b border-slate-100 align-top"
                      >
                        <th
                          scope="row"
                          className={`${differs ? differsName : stickyCell} font-semibold text-slate-700`}
                        >
                          {spec.name}
                        </th>
                        {spec.values.map((value, i) => (
                          <td
                            key={products[i]!.id}
                            className={`p-3 ${differs ? differsTint : ''} ${value === null ? 'text-slate-400' : 'text-slate-900'}`}
                          >
                            {value ?? '—'}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              )}
              <tbody>
                {endRows.filter(shown).map(renderRow)}
                <tr>
                  <td className={stickyCell} />
                  {products.map((p) => (
                    <td key={p.id} className="p-3">
                      <Link
                        to={paths.product(p.id)}
                        className={buttonVariants({ size: 'sm', className: 'w-full' })}
                      >
                        View details
                      </Link>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
