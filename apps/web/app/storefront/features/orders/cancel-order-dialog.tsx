import { useState } from 'react';
import { ApiError } from '#app/lib/api-client.ts';
import { notify } from '#app/lib/notify.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Modal, ModalActions } from '#app/ui/modal.tsx';
import { cancelOrder } from '#app/lib/orders/orders-api.ts';

/** Asks first, cancels with the reason 'Cancelled by customer', then calls onCancelled. */
export function CancelOrderDialog({
  orderId,
  orderNumber,
  open,
  onClose,
  onCancelled,
}: {
  orderId: string;
  orderNumber: string;
  open: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [isCancelling, setIsCancelling] = useState(false);

  async function confirm() {
    setIsCancelling(true);
    try {
      await cancelOrder(orderId);
      notify.success('Order cancelled successfully');
      onClose();
      onCancelled();
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status !== 0 ? error.message : 'Error cancelling order',
      );
      onClose();
      // The order may have moved on (shipped meanwhile): show its current state.
      onCancelled();
    } finally {
      setIsCancelling(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={() => !isCancelling && onClose()}
      title={`Cancel order #${orderNumber}?`}
      description="Are you sure you want to cancel this order?"
    >
      <p className="text-sm text-slate-600">
        The items go back on sale. If you paid online, the refund starts straight away and reaches
        your account in 5–7 business days.
      </p>
      <ModalActions backLabel="Keep order" onBack={onClose} isBusy={isCancelling} className="mt-6">
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={isCancelling}
          className={buttonVariants({ variant: 'destructive' })}
        >
          {isCancelling ? 'Cancelling…' : 'Yes, cancel order'}
        </button>
      </ModalActions>
    </Modal>
  );
}
