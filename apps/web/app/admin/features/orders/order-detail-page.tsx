import { formatIndiaTime, indiaMidnight } from '@propwash/domain/india-time';
import type { AdminOrder } from '@propwash/domain/orders/admin-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, History, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { OrderStatusBadge } from '#app/admin/ui/order-status-badge.tsx';
import { formatRupees } from '#app/lib/money.ts';
import { cn } from '#app/lib/cn.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { paths } from '#app/lib/paths.ts';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import type { Route } from './+types/order-detail-page';
import { CodAwaitingBadge } from './cod-awaiting-badge.tsx';
import { CodConfirmCard } from './cod-confirm-card.tsx';
import { ShipmentsPanel } from '#app/admin/ui/shipping/shipments-panel.tsx';
import { shipmentsKeys } from '#app/admin/lib/shipments.queries.ts';
import { ReturnsTable } from '#app/admin/ui/returns/returns-table.tsx';
import { returnsQueryOptions } from '#app/admin/lib/returns.queries.ts';
import { FulfilmentForm } from './fulfilment-form.tsx';
import { DroneSerialsCard } from './drone-serials-card.tsx';
import { EwayBillCard } from './eway-bill-card.tsx';
import { InvoiceMenu } from './invoice-menu.tsx';
import { WhatsAppMessagesCard } from './whatsapp-messages-card.tsx';
import { summaryView } from './order-summary.ts';
import {
  confirmCodByShop,
  orderQueryOptions,
  ordersKeys,
  setDroneUnits,
  setEwayBill,
  setOrderStatus,
  updateOrder,
} from './orders.queries.ts';
import { orderPaths } from '#app/admin/lib/order-paths.ts';
import {
  reachableStatuses,
  StatusDialog,
  suggestedNext,
  type StatusChange,
} from './status-dialog.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Order | Propwash Admin' }];

/** Who made a timeline entry; automatic entries are shown quieter instead of labelled. */
const actorLabel: Record<string, string> = { customer: 'Customer', shop: 'Shop' };

/** '2026-11-29' (an India day) → '29 Nov 2026'. */
const formatDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatIndiaTime(indiaMidnight(day), 'date') : day;

function Section(props: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <Card className={cn('p-4 sm:p-5', props.className)}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {props.title}
      </h2>
      {props.children}
    </Card>
  );
}

export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const order = useQuery(orderQueryOptions(id));
  const queryClient = useQueryClient();
  const [changing, setChanging] = useState(false);

  const save = useMutation({
    mutationFn: (run: () => Promise<AdminOrder>) => run(),
    onSuccess: (fresh) => {
      queryClient.setQueryData(ordersKeys.detail(id), fresh);
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      // A move by hand moves the parcels too (docs/decisions/shipment-follows-order-moved-by-hand.md).
      void queryClient.invalidateQueries({ queryKey: shipmentsKeys.all });
    },
  });

  if (order.isError) {
    return <LoadError title="Failed to fetch order" message={order.error.message} />;
  }
  const o = order.data;
  if (!o) {
    return (
      <div className="space-y-4" aria-busy>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }

  function submitStatus(c: StatusChange) {
    save.mutate(() => setOrderStatus(o!.id, c), {
      onSuccess: () => {
        toast.success('Order status updated successfully!');
        setChanging(false);
      },
      onError: (error) => toast.error(error.message || 'Failed to update order status'),
    });
  }

  const money = summaryView(o.summary, o.advance);

  return (
    <div className="space-y-6">
      <Link
        to={orderPaths.list()}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> All orders
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex flex-wrap items-center gap-3 font-mono text-2xl font-bold text-slate-900">
            {o.orderNumber} <OrderStatusBadge status={o.status} />
            {o.source === 'import' && <Badge variant="neutral">IMPORTED</Badge>}
            <CodAwaitingBadge order={o} />
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Placed {formatIndiaTime(o.createdAt)} ·{' '}
            {o.invoiceNumber ? (
              <span className="whitespace-nowrap">Invoice {o.invoiceNumber}</span>
            ) : o.status === 'cancelled' || o.source !== 'web' ? (
              'No invoice'
            ) : (
              'Invoice: issued when you mark the order packed'
            )}
            {o.receiptNumber && (
              <>
                {' · '}
                <span className="whitespace-nowrap">Receipt {o.receiptNumber}</span>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={paths.admin.audit({ kind: 'order', recordId: o.id })}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <History aria-hidden /> History
          </Link>
          <InvoiceMenu order={o} />
          <Button
            size="sm"
            disabled={reachableStatuses(o.status).length <= 1}
            onClick={() => setChanging(true)}
          >
            <RefreshCw aria-hidden /> Change status
          </Button>
        </div>
      </div>

      {o.can.confirmCod && (
        <CodConfirmCard
          busy={save.isPending}
          onConfirm={(message) =>
            save.mutate(() => confirmCodByShop(o.id, message), {
              onSuccess: () => toast.success('Cash on delivery confirmed'),
              onError: (error) => toast.error(error.message),
            })
          }
        />
      )}

      <DroneSerialsCard
        order={o}
        busy={save.isPending}
        onSave={(body) =>
          save.mutateAsync(() => setDroneUnits(o.id, body), {
            onSuccess: () => toast.success('Serial numbers saved'),
          })
        }
      />
      <EwayBillCard
        order={o}
        busy={save.isPending}
        onSave={(body) =>
          save.mutateAsync(() => setEwayBill(o.id, body), {
            onSuccess: () => toast.success('E-way bill saved'),
          })
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Section title={`Items (${o.items.length})`}>
            <ul className="divide-y divide-slate-100">
              {o.items.map((i, index) => (
                <li key={index} className="flex items-start justify-between gap-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{i.name}</p>
                    <p className="text-slate-500">
                      {i.quantity} × {formatRupees(i.price)}
                      {i.category && ` · ${i.category}`} · GST {i.gstRate}%
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-slate-900">
                    {formatRupees(i.lineTotal)}
                  </p>
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
              {money.rows.map(([label, value]) => (
                <div key={label} className="flex justify-between text-slate-600">
                  <dt>{label}</dt>
                  <dd>{value < 0 ? `− ${formatRupees(-value)}` : formatRupees(value)}</dd>
                </div>
              ))}
              <div className="flex justify-between text-base font-semibold text-slate-900">
                <dt>Total</dt>
                <dd>{formatRupees(money.total)}</dd>
              </div>
              {money.gstNote && (
                <p className="text-right text-xs text-slate-500">{money.gstNote}</p>
              )}
              {money.advance && (
                <div className="mt-2 space-y-1 border-t border-dashed border-slate-200 pt-2">
                  <div className="flex items-center justify-between gap-2 text-slate-600">
                    <dt className="flex flex-wrap items-center gap-2">
                      {money.advance.label}
                      <Badge variant={money.advance.paid ? 'success' : 'warning'}>
                        {money.advance.paid ? 'Paid' : 'Not paid yet'}
                      </Badge>
                    </dt>
                    <dd>{formatRupees(money.advance.amount)}</dd>
                  </div>
                  <div className="flex justify-between font-medium text-slate-900">
                    <dt>Due on delivery</dt>
                    <dd>{formatRupees(money.advance.dueOnDelivery)}</dd>
                  </div>
                </div>
              )}
            </dl>
          </Section>

          <OrderReturns orderId={o.id} />

          <Section title="Timeline">
            <ol className="space-y-4">
              {o.timeline.map((e, index) => {
                const isAutomatic = e.automated || e.actor === 'system';
                const actor = e.actor && !isAutomatic ? (actorLabel[e.actor] ?? e.actor) : null;
                return (
                  <li key={index} className="relative border-l-2 border-slate-200 pl-4">
                    <span
                      className={cn(
                        'absolute top-1 -left-[5px] size-2 rounded-full',
                        isAutomatic ? 'bg-slate-300' : 'bg-brand-700',
                      )}
                    />
                    <div className="flex flex-wrap items-center gap-2">
                      <OrderStatusBadge status={e.status} />
                      <span className="text-xs text-slate-500">
                        {formatIndiaTime(e.timestamp)}
                        {actor && ` · ${actor}`}
                        {isAutomatic && <span className="sr-only"> · automatic</span>}
                      </span>
                    </div>
                    {e.message && (
                      <p
                        className={cn(
                          'mt-1 text-sm',
                          isAutomatic ? 'text-slate-500' : 'text-slate-700',
                        )}
                      >
                        {e.message}
                      </p>
                    )}
                  </li>
                );
              })}
            </ol>
          </Section>

          <WhatsAppMessagesCard orderId={o.id} />
        </div>

        <div className="space-y-6">
          <Section title="Customer">
            <p className="font-medium text-slate-900">{o.shipping.name}</p>
            <p className="text-sm break-all text-slate-600">{o.shipping.email}</p>
            <p className="text-sm text-slate-600">{o.shipping.phone}</p>
            <address className="mt-3 text-sm text-slate-700 not-italic">
              {o.shipping.address}
              <br />
              {o.shipping.landmark && (
                <>
                  Landmark: {o.shipping.landmark}
                  <br />
                </>
              )}
              {o.shipping.city}, {o.shipping.state} {o.shipping.pincode}
            </address>
            <p className="mt-2 text-xs text-slate-500">
              {o.shipping.method === 'express' ? 'Express' : 'Standard'} shipping
              {o.shipping.estimatedDelivery &&
                ` · expected by ${formatDay(o.shipping.estimatedDelivery)}`}
            </p>
          </Section>
          {o.note && (
            <Section title="Customer's note">
              <p className="text-sm break-words whitespace-pre-line text-slate-700">{o.note}</p>
            </Section>
          )}
          <Section title="Payment">
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Method</dt>
                <dd className="font-medium text-slate-900 uppercase">{o.payment.method}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-slate-500">Status</dt>
                <dd className="font-medium text-slate-900 capitalize">
                  {o.payment.status.replace('_', ' ')}
                </dd>
              </div>
              {o.payment.transactionId && (
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-500">Transaction</dt>
                  <dd className="font-mono text-xs break-all text-slate-900">
                    {o.payment.transactionId}
                  </dd>
                </div>
              )}
              {o.couponCode && (
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-500">Coupon</dt>
                  <dd className="font-mono text-slate-900">{o.couponCode}</dd>
                </div>
              )}
              {o.cancelReason && (
                <div className="flex justify-between gap-2">
                  <dt className="text-slate-500">Cancelled</dt>
                  <dd className="text-right text-slate-900">{o.cancelReason}</dd>
                </div>
              )}
            </dl>
          </Section>
          <Section title="Shipments">
            <ShipmentsPanel
              orderId={o.id}
              status={o.status}
              blocked={o.shippingBlock}
              onOrderChanged={() =>
                void queryClient.invalidateQueries({ queryKey: ordersKeys.all })
              }
            />
          </Section>
          <Section title="Fulfilment">
            <FulfilmentForm
              key={o.updatedAt}
              order={o}
              busy={save.isPending}
              onSave={(body) =>
                save.mutateAsync(() => updateOrder(o.id, body), {
                  onSuccess: () => toast.success('Order updated!'),
                  onError: (error) => toast.error(error.message),
                })
              }
            />
          </Section>
        </div>
      </div>

      {changing && (
        <StatusDialog
          open
          title={`Order ${o.orderNumber}`}
          from={o.status}
          initial={suggestedNext(o.status)}
          options={reachableStatuses(o.status)}
          busy={save.isPending}
          onOpenChange={setChanging}
          onSubmit={submitStatus}
        />
      )}
    </div>
  );
}

/** The order's returns, shown only when it has some (an empty box would sit above the customer). */
function OrderReturns({ orderId }: { orderId: string }) {
  const filters = { page: 1, search: '', status: 'all', kind: 'all', orderId } as const;
  const returns = useQuery(returnsQueryOptions(filters));
  if (!returns.isError && (returns.data?.returns.length ?? 0) === 0) return null;
  return (
    <section aria-label="Returns" className="space-y-2">
      <h2 className="text-base font-bold text-slate-900">Returns</h2>
      <ReturnsTable filters={filters} setFilter={() => undefined} />
    </section>
  );
}
