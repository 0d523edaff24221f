import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/ui/dialog.tsx';
import { fieldErrorClassName } from '#app/ui/field-styles.ts';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { productQueryOptions } from './catalog.queries.ts';
import { ProductForm } from './product-form.tsx';
import { emptyForm, formFrom } from './product-form-state.ts';

/**
 * Add or edit a product: name, category, prices, stock, flags, description, lists, warranty,
 * video, seller and images, plus brand, HSN, GST and origin.
 */
export function ProductFormDialog({
  productId,
  open,
  onOpenChange,
}: {
  /** null adds a product. */
  productId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const product = useQuery({
    ...productQueryOptions(productId ?? ''),
    enabled: !!productId && open,
  });
  const isEdit = productId !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl p-0" aria-describedby={undefined}>
        <DialogHeader className="border-b border-slate-200 px-6 pt-6 pb-4">
          <DialogTitle>{isEdit ? 'Edit product' : 'Add product'}</DialogTitle>
          <DialogDescription>
            Prices in rupees, inclusive of GST (what the shopper pays). Fields marked * are
            required.
            {productId && (
              <>
                {' '}
                {/* Its product and stock entries alike: filtered by record only. */}
                <Link
                  to={paths.admin.audit({ recordId: productId })}
                  className="font-medium text-brand-800 hover:underline"
                >
                  History of this product
                </Link>
              </>
            )}
          </DialogDescription>
        </DialogHeader>
        {isEdit && !product.data ? (
          <div className="space-y-3 px-6 pb-6">
            {product.isError ? (
              <p className={fieldErrorClassName}>{product.error.message}</p>
            ) : (
              Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-10 w-full" />)
            )}
          </div>
        ) : (
          <ProductForm
            key={productId ?? 'new'}
            productId={productId}
            initial={product.data ? formFrom(product.data) : emptyForm}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
