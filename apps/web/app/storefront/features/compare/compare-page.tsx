import type { StoreProduct } from '@propwash/domain/catalog/schemas';
import { ArrowLeft, Star, X } from '#app/ui/icons.tsx';
import { useEffect, type ReactNode } from 'react';
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

const DESCRIPTION_LENGTH = 220;
// The row names stay in view while a phone scrolls the products sideways.
const stickyCell = 'sticky left-0 z-10 bg-white p-3 shadow-[1px_0_0_var(--color-slate-200)]';

function toCompared(p: StoreProduct) {
  const description =
    p.description.length > DESCRIPTION_LENGTH
      ? `${p.description.slice(0, DESCRIPTION_LENGTH).trimEnd()}…`
      : p.description;
  return {
    id: p.id,
    name: p.name,
    image: p.images[0]?.url ?? p.image,
    price: p.price,
    originalPrice: p.originalPrice,
    categoryName: p.categoryName,
    rating: p.rating,
    reviews: p.reviews,
    discount: p.discount,
    freeDelivery: p.freeDelivery,
    description,
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
      'Compare up to three RC models and parts side by side: price, rating, reviews, discount and delivery.',
  },
  ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonicalUrl }] : []),
];

type Compared = Route.ComponentProps['loaderData']['products'][number];

const rows: { label: string; note?: ReactNode; render: (p: Compared) => ReactNode }[] = [
  {
    label: 'Price',
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
  { label: 'Category', render: (p) => p.categoryName },
  {
    label: 'Rating',
    render: (p) => (
      <span className="inline-flex items-center gap-1">
        <Star filled className="size-4 text-amber-400" aria-hidden />
        {p.reviews > 0 ? p.rating.toFixed(1) : 'No ratings yet'}
      </span>
    ),
  },
  { label: 'Reviews', render: (p) => p.reviews },
  { label: 'Discount', render: (p) => (p.discount > 0 ? `${p.discount}%` : '0%') },
  { label: 'Free Delivery', render: (p) => (p.freeDelivery ? 'Yes' : 'No') },
  {
    label: 'Description',
    render: (p) => <span className="text-sm leading-relaxed text-slate-600">{p.description}</span>,
  },
];

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { products, options } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();

  // The page and the tray compare the same products: what is compared here fills the tray.
  const comparedKey = products.map((p) => p.id).join(',');
  useEffect(() => {
    setCompared(products.map((p) => ({ id: p.id, name: p.name, image: p.image })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids say when the list changed
  }, [comparedKey]);

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
        // A phone scrolls the table inside its own box; the row names stay in view on the left.
        // `relative` keeps the screen-reader-only labels inside it too, not widening the page.
        <div className="relative mt-6 overflow-x-auto overscroll-x-contain rounded-card border border-slate-200 bg-white shadow-sm">
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
            <tbody>
              {rows.map((row) => (
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
              ))}
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
      )}
    </div>
  );
}
