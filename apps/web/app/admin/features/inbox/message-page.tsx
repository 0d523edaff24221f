import { contactReplyBodySchema, type AdminContactMessage } from '@propwash/domain/inbox/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  CheckCircle2,
  Mail,
  Phone,
  RotateCcw,
  Send,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { FormAlert, TextAreaField } from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import { showServerError } from '#app/admin/ui/server-error.ts';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/message-page';
import {
  inboxKeys,
  inboxPaths,
  messageQueryOptions,
  replyToMessage,
  setMessageStatus,
} from './inbox.queries.ts';
import { ContactStatusBadge, formatWhen } from './inbox-ui.tsx';
import { AdminForm } from '#app/admin/ui/form-dialog.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Message | Propwash Admin' }];

/** One way to reach the customer: an icon naming it (for screen readers, `label`) and the link. */
function ContactLink(props: {
  icon: LucideIcon;
  label: string;
  href: string;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <div className={cn('flex items-center gap-1.5', props.className)}>
      <dt>
        <Icon className="size-4 text-slate-400" aria-hidden />
        <span className="sr-only">{props.label}</span>
      </dt>
      <dd className={props.valueClassName}>
        <a className="text-brand-700 hover:underline" href={props.href}>
          {props.children}
        </a>
      </dd>
    </div>
  );
}

/** One contact message: the customer's words, the replies sent, the reply form and the status. */
export default function MessagePage() {
  const { id = '' } = useParams();
  const message = useQuery(messageQueryOptions(id));
  const queryClient = useQueryClient();
  const refresh = (updated: AdminContactMessage) => {
    queryClient.setQueryData(inboxKeys.message(id), updated);
    void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  };
  const status = useMutation({
    mutationFn: (next: AdminContactMessage['status']) => setMessageStatus(id, next),
    onSuccess: (updated) => {
      refresh(updated);
      toast.success(updated.status === 'closed' ? 'Message closed' : 'Message reopened');
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link
        to={inboxPaths.list()}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Inbox
      </Link>
      {message.isError ? (
        <LoadError title="Failed to load the message" message={message.error.message} />
      ) : !message.data ? (
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
                <h1 className="text-xl font-bold break-words text-slate-900">
                  {message.data.subject || '(no subject)'}
                </h1>
                <p className="mt-1 text-sm text-slate-600">
                  From <span className="font-medium text-slate-900">{message.data.name}</span> ·{' '}
                  {formatWhen(message.data.createdAt)}
                </p>
              </div>
              <ContactStatusBadge status={message.data.status} />
            </div>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
              <ContactLink
                icon={Mail}
                label="Email"
                href={`mailto:${message.data.email}`}
                className="min-w-0"
                valueClassName="min-w-0 break-all"
              >
                {message.data.email}
              </ContactLink>
              {message.data.phone && (
                <ContactLink icon={Phone} label="Phone" href={`tel:${message.data.phone}`}>
                  {message.data.phone}
                </ContactLink>
              )}
            </dl>
            <div
              aria-label="Customer's message"
              role="region"
              className="mt-4 rounded-lg bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200"
            >
              {message.data.message}
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              {message.data.status === 'closed' ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={status.isPending}
                  onClick={() => status.mutate('new')}
                >
                  <RotateCcw aria-hidden /> Reopen
                </Button>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={status.isPending}
                  onClick={() => status.mutate('closed')}
                >
                  <CheckCircle2 aria-hidden /> Close message
                </Button>
              )}
              {message.data.status === 'replied' && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={status.isPending}
                  onClick={() => status.mutate('new')}
                >
                  Mark as new
                </Button>
              )}
            </div>
          </Card>

          {message.data.replies.length > 0 && (
            <section aria-labelledby="replies-heading" className="space-y-3">
              <h2 id="replies-heading" className="text-base font-semibold text-slate-900">
                Replies sent
              </h2>
              <ol className="space-y-3">
                {message.data.replies.map((reply) => (
                  <li key={reply.id}>
                    <Card className="border-l-4 border-l-brand-600 p-4">
                      <p className="text-xs text-slate-500">
                        {reply.repliedBy} · {formatWhen(reply.createdAt)}
                      </p>
                      <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">
                        {reply.message}
                      </p>
                    </Card>
                  </li>
                ))}
              </ol>
            </section>
          )}

          <ReplyForm message={message.data} onSent={refresh} />
        </>
      )}
    </div>
  );
}

/** The reply, validated by the domain's contactReplyBodySchema; sent by email to the customer. */
function ReplyForm(props: {
  message: AdminContactMessage;
  onSent: (updated: AdminContactMessage) => void;
}) {
  const form = useSchemaForm(contactReplyBodySchema, { message: '' });
  const text = useWatch({ control: form.control, name: 'message' });
  const send = useMutation({
    mutationFn: (body: { message: string }) => replyToMessage(props.message.id, body.message),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const updated = await send.mutateAsync(body);
      form.reset({ message: '' });
      props.onSent(updated);
      toast.success(`Reply sent to ${props.message.email}`);
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <Card className="p-4 sm:p-6">
      <AdminForm
        form={form}
        idPrefix="reply"
        onSubmit={(event) => void submit(event)}
        className="space-y-3"
      >
        <h2 className="text-base font-semibold text-slate-900">Reply to {props.message.name}</h2>
        <TextAreaField
          name="message"
          label="Your reply"
          hint={`Sent by email to ${props.message.email}; the message is then marked replied.`}
          rows={6}
          maxLength={5000}
        />
        <FormAlert />
        <div className="flex justify-end">
          <Button type="submit" disabled={send.isPending || !text.trim()}>
            <Send aria-hidden /> {send.isPending ? 'Sending…' : 'Send reply'}
          </Button>
        </div>
      </AdminForm>
    </Card>
  );
}
