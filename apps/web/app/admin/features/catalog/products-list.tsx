import type { AdminProductRow } from '@propwash/domain/catalog/admin-read-schemas';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { DiscountBadge, Price, RowActions, StockText, Thumb } from './product-cells.tsx';

interface ProductsListProps {
  /** undefined while loading. */
  products: AdminProductRow[] | undefined;
  onEdit: (id: string) => void;
  onDelete: (product: AdminProductRow) => void;
}

const cell = 'px-3 py-2';
const header = 'px-3 py-3 font-semibold';

function columns(props: ProductsListProps): DataColumn<AdminProductRow>[] {
  return [
    {
      id: 'ID',
      header: 'ID',
      className: 'px-3 py-2 font-mono text-xs text-slate-500',
      cell: (p) => p.id.slice(-6),
    },
    {
      id: 'Image',
      header: 'Image',
      headerClassName: 'px-2 py-3 font-semibold',
      className: 'px-2 py-2',
      cell: (p) => <Thumb product={p} />,
    },
    {
      id: 'Name',
      header: 'Name',
      className: 'max-w-56 px-3 py-2',
      cell: (p) => (
        <>
          <p className="truncate font-medium text-slate-900" title={p.name}>
            {p.name}
          </p>
          <p className="text-xs text-slate-500">
            {p.sku}
            {!p.isActive && (
              <Badge variant="neutral" className="ml-2">
                Hidden
              </Badge>
            )}
            {p.variantCount > 0 && <VariantsBadge count={p.variantCount} className="ml-2" />}
            {p.shipsBySurface && <SurfaceBadge className="ml-2" />}
            {p.missingImporter && <ImporterMissingBadge className="ml-2" />}
          </p>
        </>
      ),
    },
    {
      id: 'Category',
      header: 'Category',
      className: 'px-3 py-2 text-slate-700',
      cell: (p) => p.categoryName,
    },
    { id: 'Price', header: 'Price', cell: (p) => <Price product={p} /> },
    { id: 'Discount', header: 'Discount', cell: (p) => <DiscountBadge product={p} /> },
    { id: 'Stock', header: 'Stock', cell: (p) => <StockText product={p} /> },
    {
      id: 'Actions',
      header: 'Actions',
      headerClassName: 'px-3 py-3 text-right font-semibold',
      cell: (p) => <RowActions product={p} onEdit={props.onEdit} onDelete={props.onDelete} />,
    },
  ];
}

/** A product sold in versions: its price and stock are the versions' (cheapest, sum). */
function VariantsBadge({ count, className }: { count: number; className?: string }) {
  return (
    <Badge
      variant="neutral"
      className={className}
      title="Sold in versions: the price shown is the cheapest, the stock their total"
    >
      {count === 1 ? '1 variant' : `${count} variants`}
    </Badge>
  );
}

/** Marks a product that couriers carry by road only (no express). */
function SurfaceBadge({ className }: { className?: string }) {
  return (
    <Badge variant="warning" className={className} title="Ships by surface only: no express">
      Surface only
    </Badge>
  );
}

/**
 * Made outside India with no importer declared: the label and the product page must name one
 * (docs/decisions/product-declarations.md). A flag, not a block: the owner may be filling it in.
 */
function ImporterMissingBadge({ className }: { className?: string }) {
  return (
    <Badge
      variant="danger"
      className={className}
      title="Imported product: add the importer's name and address under Label declarations"
    >
      Importer missing
    </Badge>
  );
}

/** One page of products: cards on phones, a table from 768 px. */
export function ProductsList(props: ProductsListProps) {
  const { products } = props;
  return (
    <>
      <DataTable
        caption="Products"
        tableClassName="min-w-[50rem]"
        theadClassName="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase"
        columns={columns(props)}
        rows={products}
        rowKey={(p) => p.id}
        rowProps={() => ({ className: 'hover:bg-slate-50/60' })}
        headerCellClassName={header}
        cellClassName={cell}
        skeletonCellClassName="px-4 py-3"

        card={(p) => (
          <>
            <Thumb product={p} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{p.name}</p>
              <p className="text-xs text-slate-500">
                #{p.id.slice(-6)} · {p.categoryName}
                {p.variantCount > 0 && <VariantsBadge count={p.variantCount} className="ml-2" />}
                {p.shipsBySurface && <SurfaceBadge className="ml-2" />}
                {p.missingImporter && <ImporterMissingBadge className="ml-2" />}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                <Price product={p} />
                <DiscountBadge product={p} />
                <StockText product={p} />
              </div>
            </div>
            <RowActions product={p} onEdit={props.onEdit} onDelete={props.onDelete} />
          </>
        )}
        cardClassName="flex gap-3 p-3"
      />
    </>
  );
}
