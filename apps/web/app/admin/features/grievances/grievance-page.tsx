import {
  grievanceUpdateBodySchema,
  type AdminGrievance,
  type GrievanceUpdateBody,
} from '@propwash/domain/legal/grievances';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Mail, Phone, Send, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { AdminForm } from '#app/admin/ui/form-dialog.tsx';
import { FormAlert, SelectField, TextAreaField } from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import { showServerError } from '#app/admin/ui/server-error.ts';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/grievance-page';
import {
  answerGrievance,
  grievancePaths,
  grievanceQueryOptions,
  grievancesKeys,
} from './grievances.queries.ts';
import {
  formatWhen,
  GrievanceStatusBadge,
  missedDue,
  OverdueBadge,
  statusLabels,
} from './grievances-ui.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Grievance | Propwash Admin' }];

/** Where a ticket may go next (the server's rule, docs/decisions/grievances.md). */
const nextStatuses: Record<AdminGrievance['status'], GrievanceUpdateBody['status'][]> = {
  open: ['acknowledged', 'resolved', 'rejected'],
  acknowledged: ['resolved', 'rejected'],
  resolved: [],
  rejected: [],
};

function Contact(props: { icon: LucideIcon; label: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <dt>
        <Icon className="size-4 text-slate-400" aria-hidden />
        <span className="sr-only">{props.label}</span>
      </dt>
      <dd className="min-w-0 break-all [&_a]:text-brand-700 [&_a]:hover:underline">
        {props.children}
      </dd>
    </div>
  );
}

/** One grievance: the customer's complaint, its times, and the officer's answer. */
export default function GrievancePage() {
  const { id = '' } = useParams();
  const grievance = useQuery(grievanceQueryOptions(id));
  const queryClient = useQueryClient();
  const refresh = (updated: AdminGrievance) => {
    queryClient.setQueryData(grievancesKeys.one(id), updated);
    void queryClient.invalidateQueries({ queryKey: grievancesKeys.all });
  };
  const g = grievance.data;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to={grievancePaths.list()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Grievances
      </Link>
      {grievance.isError ? (
        <LoadError title="Failed to load the grievance" message={grievance.error.message} />
      ) : !g ? (
        <Card className="space-y-3 p-6">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-24 w-full" />
        </Card>
      ) : (
        <>
          <Card className="p-4 sm:p-6">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-mono text-sm font-semibold text-slate-500">{g.ticket}</p>
                <h1 className="text-xl font-bold break-words text-slate-900">{g.subject}</h1>
                <p className="mt-1 text-sm text-slate-600">
                  From <span className="font-medium text-slate-900">{g.name}</span> ·{' '}
                  {formatWhen(g.createdAt)}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                {g.overdue && <OverdueBadge />}
                <GrievanceStatusBadge status={g.status} />
              </div>
            </div>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
              <Contact icon={Mail} label="Email">
                <a href={`mailto:${g.email}`}>{g.email}</a>
              </Contact>
              {g.phone && (
                <Contact icon={Phone} label="Phone">
                  <a href={`tel:${g.phone}`}>{g.phone}</a>
                </Contact>
              )}
              {g.orderNumber && (
                <Contact icon={ShoppingBag} label="Order">
                  <Link to={grievancePaths.order(g.orderNumber)}>Order {g.orderNumber}</Link>
                </Contact>
              )}
            </dl>
            <div
              aria-label="Customer's complaint"
              role="region"
              className="mt-4 rounded-lg bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200"
            >
              {g.message}
            </div>
            <Times g={g} />
          </Card>

          {g.reply && (
            <section aria-labelledby="reply-heading" className="space-y-3">
              <h2 id="reply-heading" className="text-base font-semibold text-slate-900">
                Last reply sent
              </h2>
              <Card className="border-l-4 border-l-brand-600 p-4">
                <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{g.reply}</p>
              </Card>
            </section>
          )}

          {nextStatuses[g.status].length > 0 ? (
            <AnswerForm key={g.status} grievance={g} onSent={refresh} />
          ) : (
            <p className="text-sm text-slate-600">
              This ticket is {statusLabels[g.status].toLowerCase()} and closed.
            </p>
          )}
        </>
      )}
    </div>
  );
}

function Times({ g }: { g: AdminGrievance }) {
  const missed = missedDue(g);
  const rows: { label: string; value: string; late?: boolean }[] = [
    g.acknowledgedAt
      ? { label: 'Acknowledged', value: formatWhen(g.acknowledgedAt) }
      : {
          label: 'Acknowledge by',
          value: formatWhen(g.acknowledgeBy),
          late: missed.ack,
        },
    g.closedAt
      ? { label: 'Closed', value: formatWhen(g.closedAt) }
      : { label: 'Resolve by', value: formatWhen(g.resolveBy), late: missed.resolve },
  ];
  return (
    <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
      {rows.map((r) => (
        <div
          key={r.label}
          className={cn(
            'rounded-lg p-3 ring-1',
            r.late ? 'bg-danger-50 ring-danger-600/30' : 'ring-slate-200',
          )}
        >
          <dt className={r.late ? 'font-semibold text-danger-700' : 'text-slate-500'}>
            {r.label}
            {r.late && ' (overdue)'}
          </dt>
          <dd className="font-medium text-slate-900 tabular-nums">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The answer, checked by the API's grievanceUpdateBodySchema; emailed to the customer. */
function AnswerForm(props: { grievance: AdminGrievance; onSent: (g: AdminGrievance) => void }) {
  const g = props.grievance;
  const choices = nextStatuses[g.status];
  const form = useSchemaForm(grievanceUpdateBodySchema, { status: choices[0]!, reply: '' });
  const reply = useWatch({ control: form.control, name: 'reply' });
  const send = useMutation({
    mutationFn: (body: GrievanceUpdateBody) => answerGrievance(g.id, body),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const updated = await send.mutateAsync(body);
      props.onSent(updated);
      toast.success(`${statusLabels[updated.status]}; reply sent to ${g.email}`);
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <Card className="p-4 sm:p-6">
      <AdminForm
        form={form}
        idPrefix="answer"
        onSubmit={(event) => void submit(event)}
        className="space-y-3"
      >
        <h2 className="text-base font-semibold text-slate-900">Answer {g.name}</h2>
        <SelectField
          name="status"
          label="Move the ticket to"
          hint="Resolved and rejected tickets are closed and cannot change again."
        >
          {choices.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          name="reply"
          label="Reply"
          hint={`Emailed to ${g.email} and shown when they look the ticket up.`}
          rows={6}
          maxLength={5000}
        />
        <FormAlert />
        <div className="flex justify-end">
          <Button type="submit" disabled={send.isPending || !reply.trim()}>
            <Send aria-hidden /> {send.isPending ? 'Sending…' : 'Send reply'}
          </Button>
        </div>
      </AdminForm>
    </Card>
  );
}
