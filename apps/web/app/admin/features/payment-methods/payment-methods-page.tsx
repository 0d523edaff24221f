import { paymentMethodTypes } from '@propwash/domain/orders/status';
import type { AdminPaymentMethod, PaymentMethodBody } from '@propwash/domain/payments/schemas';
import { useQuery } from '@tanstack/react-query';

import { ConfirmDialog } from '#app/admin/ui/confirm-dialog.tsx';
import { EditDeleteButtons } from '#app/admin/ui/row-actions.tsx';
import { useItemEditor } from '#app/admin/ui/use-item-editor.ts';
import { Badge } from '#app/ui/badge.tsx';

import { Card } from '#app/ui/card.tsx';
import { PageHeader, AddButton } from '#app/admin/ui/page-header.tsx';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import type { Route } from './+types/payment-methods-page';
import {
  deletePaymentMethod,
  paymentMethodsKeys,
  paymentMethodsQueryOptions,
  savePaymentMethod,
} from './payment-methods.queries.ts';
import { DataTable } from '#app/admin/ui/data-table.tsx';
import { PaymentMethodFormDialog } from './payment-method-form-dialog.tsx';
import { methodLabel } from '#app/admin/lib/payment-method-labels.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Payment methods | Propwash Admin' }];

export default function PaymentMethodsPage() {
  const methods = useQuery(paymentMethodsQueryOptions());
  const editor = useItemEditor<AdminPaymentMethod, PaymentMethodBody>({
    queryKey: paymentMethodsKeys.all,
    save: savePaymentMethod,
    remove: deletePaymentMethod,
    savedMessage: (added) => (added ? 'Payment method added!' : 'Payment method updated!'),
    deletedMessage: 'Deleted successfully!',
  });
  const toggle = (m: AdminPaymentMethod) =>
    editor.save.mutate({
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
          <AddButton
            label="Add method"
            onClick={() => editor.setEditing('new')}
            disabled={taken.length >= paymentMethodTypes.length}
          />
        }
      >
        What customers may choose at checkout. A switched-off method disappears from checkout at
        once.
      </PageHeader>
      {methods.isError ? (
        <LoadError title={methods.error.message} />
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
                cell: (m) => methodLabel[m.type],
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
                      disabled={editor.save.isPending}
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
                  <EditDeleteButtons
                    className="justify-end"
                    editName={`Edit ${m.name}`}
                    deleteName={`Delete ${m.name}`}
                    onEdit={() => editor.setEditing(m)}
                    onDelete={() =>
                      editor.confirm({
                        title: `Delete ${m.name}?`,
                        description:
                          'Customers can no longer choose it. Orders already placed with it are not changed.',
                        confirmLabel: 'Delete',
                        destructive: true,
                        run: () => editor.remove.mutate(m.id),
                      })
                    }
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
      {editor.dialog && (
        <PaymentMethodFormDialog
          key={editor.item?.id ?? 'new'}
          method={editor.item}
          taken={taken}
          {...editor.dialog}
        />
      )}
      <ConfirmDialog {...editor.confirmDialog} />
    </div>
  );
}
