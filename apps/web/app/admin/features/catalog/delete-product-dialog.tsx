import type { AdminProductRow } from '@propwash/domain/catalog/admin-read-schemas';
import { ApiError } from '#app/lib/api-client.ts';
import { Button } from '#app/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/dialog.tsx';
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
    <Dialog open={props.product !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete product</DialogTitle>
          <DialogDescription>Are you sure you want to delete this product?</DialogDescription>
        </DialogHeader>
        <p className="text-sm font-medium text-slate-900">{props.product?.name}</p>
        <DialogFooter>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => void confirmDelete()}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
