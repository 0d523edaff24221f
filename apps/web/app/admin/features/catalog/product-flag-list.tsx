import type { AdminProductRow } from '@propwash/domain/catalog/admin-read-schemas';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRupees } from '#app/lib/money.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';

import { SkeletonItems } from '#app/admin/ui/list-states.tsx';
import { PictureOr } from '#app/ui/picture-or.tsx';

/** Rows of products with switches at the end: the Featured, Today's Deals and Trending screens. */
export function ProductFlagList({
  products,
  page,
  totalPages,
  onPage,
  switches,
  emptyText,
}: {
  products: AdminProductRow[] | undefined;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  switches: (product: AdminProductRow) => ReactNode;
  emptyText: string;
}) {
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y divide-slate-100" aria-busy={!products}>
        {products?.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
            <PictureOr
              src={p.image}
              width={64}
              height={48}
              className="h-12 w-16 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
              placeholder={
                <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md bg-slate-50 text-slate-400">
                  <ImageOff className="size-4" aria-hidden />
                </span>
              }
            />
            <div className="min-w-0 flex-1 basis-40">
              <p className="truncate font-medium text-slate-900">{p.name}</p>
              <p className="text-xs text-slate-500">
                {p.categoryName} · {formatRupees(p.price)}
                {p.discount > 0 && ` · ${p.discount}% OFF`} · {p.sold} sold
              </p>
            </div>
            <div className="flex items-center gap-5">{switches(p)}</div>
          </li>
        )) ?? (
          <SkeletonItems
            count={6}
            className="flex items-center gap-3 px-4 py-3"
            bars={['h-12 w-16', 'h-4 w-56']}
          />
        )}
        {products?.length === 0 && (
          <li className="px-4 py-10 text-center text-sm text-slate-600">{emptyText}</li>
        )}
      </ul>
      {totalPages > 1 && (
        <nav
          aria-label="Pages"
          className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm"
        >
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <span className="text-slate-600">
            Page {page} of {totalPages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            Next <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </Card>
  );
}
