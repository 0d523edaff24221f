import { formatIndiaTime, indiaDay, indiaMidnight } from '@propwash/domain/india-time';
import type { AdminOrder } from '@propwash/domain/orders/admin-schemas';
import { ewayBillBodySchema, type EwayBillBody } from '@propwash/domain/orders/eway-bill';
import { CircleCheck, FileWarning, Pencil } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { AdminForm, submitWith } from '#app/admin/ui/form-dialog.tsx';
import { FormAlert, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';

/** The form's text, checked by PUT /api/orders/admin/:id/eway-bill's own schema. */
const ewayBillFormSchema = formSchema(
  z.object({ number: z.string(), date: z.string() }),
  (v) => v,
  ewayBillBodySchema,
);

/** 391000123456 → "3910 0012 3456", as the portal prints it. */
const grouped = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
const dayText = (day: string) => formatIndiaTime(indiaMidnight(day), 'date');

/**
 * The e-way bill of an order whose goods exceed the limit (docs/decisions/e-way-bills.md): made
 * on the portal from the invoice, so asked for once the order is packed, and correctable until
 * the goods ship.
 */
export function EwayBillCard(props: {
  order: Pick<AdminOrder, 'id' | 'status' | 'invoiceNumber' | 'ewayBill'>;
  busy: boolean;
  onSave: (body: EwayBillBody) => Promise<unknown>;
}) {
  const { order } = props;
  const bill = order.ewayBill;
  const [correcting, setCorrecting] = useState(false);
  if (!bill.required && !bill.number) return null;
  const editable =
    order.invoiceNumber !== null && (order.status === 'confirmed' || order.status === 'processing');
  const missing = bill.required && !bill.number;
  return (
    <Card
      className={cn('p-4 sm:p-5', missing && 'border-warning-700/30 bg-warning-50')}
      aria-labelledby="eway-bill-title"
      role="region"
    >
      <div className="flex gap-3">
        {missing ? (
          <FileWarning
            className="mt-0.5 hidden size-5 shrink-0 text-warning-700 sm:block"
            aria-hidden
          />
        ) : (
          <CircleCheck
            className="mt-0.5 hidden size-5 shrink-0 text-success-700 sm:block"
            aria-hidden
          />
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id="eway-bill-title" className="font-semibold text-slate-900">
            E-way bill
          </h2>
          {bill.number && bill.date ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-700">
                <span className="font-mono font-semibold text-slate-900">
                  {grouped(bill.number)}
                </span>{' '}
                · dated {dayText(bill.date)}
                <span className="sr-only"> (saved)</span>
              </p>
              {editable && !correcting && (
                <Button size="sm" variant="outline" onClick={() => setCorrecting(true)}>
                  <Pencil aria-hidden /> Correct
                </Button>
              )}
            </div>
          ) : (
            <p className="text-sm text-slate-700">
              The goods are worth more than the e-way bill limit (Settings → Shipping): they ship
              only under an e-way bill.{' '}
              {order.invoiceNumber
                ? `Generate it on ewaybillgst.gov.in from invoice ${order.invoiceNumber}, then record its number here.`
                : 'Mark the order packed to issue its invoice, generate the e-way bill from it on ewaybillgst.gov.in, then record its number here.'}
            </p>
          )}
          {editable && (!bill.number || correcting) && (
            <EwayBillForm
              key={`${bill.number}-${bill.date}`}
              {...props}
              onSave={async (body) => {
                await props.onSave(body);
                setCorrecting(false);
              }}
            />
          )}
        </div>
      </div>
    </Card>
  );
}

function EwayBillForm(props: {
  order: Pick<AdminOrder, 'ewayBill'>;
  busy: boolean;
  onSave: (body: EwayBillBody) => Promise<unknown>;
}) {
  const bill = props.order.ewayBill;
  const form = useSchemaForm(ewayBillFormSchema, {
    number: bill.number ?? '',
    date: bill.date ?? indiaDay(),
  });
  return (
    <AdminForm
      form={form}
      idPrefix="eway-bill"
      aria-label="E-way bill"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-start"
      onSubmit={submitWith(form, props.onSave)}
    >
      <TextField
        name="number"
        label="E-way bill number"
        hint="12 digits"
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        placeholder="3910 0012 3456"
      />
      <TextField name="date" label="Dated" type="date" max={indiaDay()} />
      <Button type="submit" size="sm" className="sm:mt-6" disabled={props.busy}>
        {props.busy ? 'Saving…' : 'Save e-way bill'}
      </Button>
      <FormAlert className="sm:col-span-3" />
    </AdminForm>
  );
}
