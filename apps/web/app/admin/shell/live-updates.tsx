import type { DomainEvent } from '@propwash/domain/platform/events';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dashboardKeys } from '#app/admin/features/dashboard/dashboard.queries.ts';
import { analyticsKeys } from '#app/admin/features/analytics/analytics.queries.ts';
import { inventoryKeys } from '#app/admin/features/inventory/inventory.queries.ts';
import { ordersKeys } from '#app/admin/features/orders/orders.queries.ts';
import { orderPaths } from '#app/admin/lib/order-paths.ts';
import { useLiveEvents } from '#app/lib/live-events.ts';
import { formatRupees } from '#app/lib/money.ts';
import { toast } from '#app/ui/toaster.tsx';

const statusWord = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/**
 * The admin's live feed: a toast for each new order, status change and product running low, and
 * the dashboard, order and inventory screens refetched so they show it without a reload.
 * Mounted once in the admin shell; renders nothing itself.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function refreshOrders() {
    for (const queryKey of [
      dashboardKeys.all,
      ordersKeys.all,
      // The analytics dashboard's figures and live strip.
      analyticsKeys.all,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }

  function show(event: DomainEvent) {
    if (event.type === 'stock.low') {
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      toast.warning(`Low stock: ${event.name}`, {
        key: `stock-${event.productId}`,
        description: `${event.stock} left (alert at ${event.threshold} or fewer)`,
        action: { label: 'Inventory', onClick: () => void navigate('/admin/inventory') },
      });
      return;
    }
    refreshOrders();
    const open = {
      label: 'View order',
      onClick: () => void navigate(orderPaths.detail(event.orderId)),
    };
    if (event.type === 'delivery.failed') {
      toast.warning(`Delivery failed: ${event.orderNumber}`, {
        key: `ndr-${event.orderId}-${event.attempts}`,
        description: `${event.customerName} · ${event.reason} (attempt ${event.attempts})`,
        action: {
          label: 'Failed deliveries',
          onClick: () => void navigate('/admin/orders/failed-deliveries'),
        },
        duration: 'until-dismissed',
      });
      return;
    }
    if (event.type === 'order.placed') {
      toast.success(
        `New order ${event.orderNumber} from ${event.customerName} · ${formatRupees(event.total)}`,
        // A new order waits for the owner: it stays until dismissed or opened.
        { key: `order-${event.orderId}`, action: open, duration: 'until-dismissed' },
      );
      return;
    }
    const title =
      event.reason === 'paid'
        ? `Payment received for ${event.orderNumber}`
        : event.reason === 'cancelled'
          ? `Order ${event.orderNumber} was cancelled`
          : `Order ${event.orderNumber} is now ${statusWord(event.status)}`;
    toast.info(title, {
      key: `order-${event.orderId}-${event.status}-${event.paymentStatus}`,
      description: `${event.customerName} · ${formatRupees(event.total)}`,
      action: open,
    });
  }

  // Missed events are not replayed: after a drop, refetch what they would have changed.
  useLiveEvents(show, {
    onReconnect: () => {
      refreshOrders();
      void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
    },
  });
  return null;
}
