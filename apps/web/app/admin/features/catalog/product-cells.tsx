import type { AdminProductRow } from '@propwash/domain/catalog/admin-read-schemas';
import { ImageOff } from 'lucide-react';
import { formatRupees } from '#app/lib/money.ts';
import { Badge } from '#app/ui/badge.tsx';

import { EditDeleteIcons } from '#app/admin/ui/row-actions.tsx';
import { PictureOr } from '#app/ui/picture-or.tsx';

/** What a product row shows, shared by the phone cards and the desktop table. */
export function Thumb({ product }: { product: AdminProductRow }) {
  return (
    <PictureOr
      src={product.image}
      width={64}
      height={48}
      className="h-12 w-16 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
      placeholder={
        <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-slate-50 text-slate-400">
          <ImageOff className="size-4" aria-label="No image" />
        </span>
      }
    />
  );
}

export function Price({ product }: { product: AdminProductRow }) {
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold text-slate-900">{formatRupees(product.price)}</span>
      {product.originalPrice > product.price && (
        <s className="ml-1.5 text-xs text-slate-500">{formatRupees(product.originalPrice)}</s>
      )}
    </span>
  );
}

export function DiscountBadge({ product }: { product: AdminProductRow }) {
  return product.discount > 0 ? (
    <Badge variant="success">{product.discount}% OFF</Badge>
  ) : (
    <span className="text-xs text-slate-500">No discount</span>
  );
}

export function StockText({ product }: { product: AdminProductRow }) {
  return product.inStock ? (
    <span className="whitespace-nowrap text-slate-700">{product.stock} in stock</span>
  ) : (
    <Badge variant="danger">Out of Stock</Badge>
  );
}

export function RowActions({
  product,
  onEdit,
  onDelete,
}: {
  product: AdminProductRow;
  onEdit: (id: string) => void;
  onDelete: (product: AdminProductRow) => void;
}) {
  return (
    <div className="flex shrink-0 items-center justify-end gap-1">
      <EditDeleteIcons
        name={product.name}
        onEdit={() => onEdit(product.id)}
        onDelete={() => onDelete(product)}
      />
    </div>
  );
}
