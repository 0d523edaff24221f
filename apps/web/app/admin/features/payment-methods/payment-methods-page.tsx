import { paymentMethodTypes } from '@propwash/domain/orders/status';
import type { AdminPaymentMethod, PaymentMethodBody } from '@propwash/domain/payments/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '#app/admin/ui/confirm-dialog.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/payment-methods-page';
import {
  deletePaymentMethod,
  paymentMethodsKeys,
  paymentMethodsQueryOptions,
  savePaymentMethod,
} from './payment-methods.queries.ts';
import { DataTable } from '#app/admin/ui/data-table.tsx';
import { PaymentMethodFormDialog, paymentTypeLabel } from './payment-method-form-dialog.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Payment methods | Propwash Admin' }];

export default function PaymentMethodsPage() {
  const methods = useQuery(paymentMethodsQueryOptions());
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminPaymentMethod | 'new' | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentMethodsKeys.all });

  const save = useMutation({
    mutationFn: (input: { id: string | null; body: PaymentMethodBody }) =>
      savePaymentMethod(input.id, input.body),
    onSuccess: (_, input) => {
      toast.success(input.id ? 'Payment method updated!' : 'Payment method added!');
      setEditing(null);
    },
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: () => {
      toast.success('Deleted successfully!');
      setConfirmation(null);
    },
    onError: (error) => toast.error(error.message),
    onSettled: refresh,
  });
  const toggle = (m: AdminPaymentMethod) =>
    save.mutate({
      id: m.id,
      body: {
        name: m.name,
        type: m.type,
        icon: m.icon,
        description: m.description,
        order: m.order,
        enabled: !m.enabled,
      },
    });

  const taken = methods.data?.map((m) => m.type) ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Payment methods"
        actions={
          <Button
            onClick={() => setEditing('new')}
            disabled={taken.length >= paymentMethodTypes.length}
          >
            <Plus aria-hidden /> Add method
          </Button>
        }
      >
        What customers may choose at checkout. A switched-off method disappears from checkout at
        once.
      </PageHeader>
      {methods.isError ? (
        <Card role="alert" className="flex items-center gap-4 border-danger-600/30 p-6">
          <CircleAlert className="size-8 shrink-0 text-danger-600" aria-hidden />
          <p className="font-semibold text-slate-900">{methods.error.message}</p>
        </Card>
      ) : (
        <Card className="overflow-x-auto">
          <DataTable
            caption="Payment methods in checkout order"
            tableClassName="min-w-[36rem]"
            headerCellClassName="px-4 py-3"
            rows={methods.data}
            rowKey={(m) => m.id}
            skeletonRows={4}
            skeletonCellClassName="px-4 py-3"
            columns={[
              {
                id: 'Name',
                header: 'Name',
                cell: (m) => (
                  <>
                    <p className="font-medium text-slate-900">{m.name}</p>
                    {m.description && <p className="text-xs text-slate-500">{m.description}</p>}
                  </>
                ),
              },
              {
                id: 'Type',
                header: 'Type',
                className: 'px-4 py-3 text-slate-700',
                cell: (m) => paymentTypeLabel[m.type],
              },
              {
                id: 'Order',
                header: 'Order',
                className: 'px-4 py-3 text-slate-700 tabular-nums',
                cell: (m) => m.order,
              },
              {
                id: 'At checkout',
                header: 'At checkout',
                cell: (m) => (
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={m.enabled}
                      disabled={save.isPending}
                      onChange={() => toggle(m)}
                      aria-label={`Offer ${m.name} at checkout`}
                    />
                    <Badge variant={m.enabled ? 'success' : 'neutral'}>
                      {m.enabled ? 'Enabled' : 'Off'}
                    </Badge>
                  </label>
                ),
              },
              {
                id: 'Actions',
                header: 'Actions',
                headerClassName: 'px-4 py-3 text-right',
                className: 'px-2 py-2',
                cell: (m) => (
                  <div className="flex justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setEditing(m)}
                      aria-label={`Edit ${m.name}`}
                    >
                      <Pencil aria-hidden /> Edit
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
                      aria-label={`Delete ${m.name}`}
                      onClick={() =>
                        setConfirmation({
                          title: `Delete ${m.name}?`,
                          description:
                            'Customers can no longer choose it. Orders already placed with it are not changed.',
                          confirmLabel: 'Delete',
                          destructive: true,
                          run: () => remove.mutate(m.id),
                        })
                      }
                    >
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        </Card>
      )}
      {editing !== null && (
        <PaymentMethodFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          method={editing === 'new' ? null : editing}
          taken={taken}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) => save.mutateAsync({ id: editing === 'new' ? null : editing.id, body })}
        />
      )}
      <ConfirmDialog
        confirmation={confirmation}
        busy={remove.isPending}
        onClose={() => setConfirmation(null)}
      />
    </div>
  );
}
