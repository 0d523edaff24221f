import type { AdminProductRow } from '@propwash/domain/catalog/admin-read-schemas';
import { ApiError } from '#app/lib/api-client.ts';
import { AskDialog } from '#app/admin/ui/confirm-dialog.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { useDeleteProduct } from './catalog.queries.ts';

/** Asks before deleting `product` (open while it is set) and deletes it. */
export function DeleteProductDialog(props: {
  product: AdminProductRow | null;
  onClose: () => void;
}) {
  const remove = useDeleteProduct();

  async function confirmDelete() {
    if (!props.product) return;
    try {
      await remove.mutateAsync(props.product.id);
      toast.success('Product deleted successfully!');
      props.onClose();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Failed to delete product');
    }
  }

  return (
    <AskDialog
      open={props.product !== null}
      title="Delete product"
      description="Are you sure you want to delete this product?"
      detail={props.product?.name}
      confirmLabel="Delete"
      confirmVariant="destructive"
      busy={remove.isPending}
      onConfirm={() => void confirmDelete()}
      onClose={props.onClose}
    />
  );
}
