import { useQuery } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { Badge } from '#app/ui/badge.tsx';
import { Card } from '#app/ui/card.tsx';
import { orderWhatsAppQueryOptions } from './orders.queries.ts';
import { whatsappMessagesView } from './whatsapp-messages.ts';

/**
 * The order's WhatsApp messages, newest first: why each went, its template, the number (masked)
 * and how far it got (docs/decisions/whatsapp.md). Hidden while there are none.
 */
export function WhatsAppMessagesCard({ orderId }: { orderId: string }) {
  const query = useQuery(orderWhatsAppQueryOptions(orderId));
  if (query.isError) {
    return (
      <Card className="p-4 text-sm text-slate-600 sm:p-5">
        WhatsApp messages could not be loaded: {query.error.message}
      </Card>
    );
  }
  const page = query.data;
  if (!page || page.messages.length === 0) return null;
  const messages = whatsappMessagesView(page.messages);
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        <MessageCircle className="size-4" aria-hidden /> WhatsApp messages
      </h2>
      <ul className="divide-y divide-slate-100">
        {messages.map((m) => (
          <li key={m.id} className="space-y-1 py-2.5 text-sm first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-slate-900">{m.purpose}</p>
              <Badge variant={m.status.tone}>{m.status.label}</Badge>
            </div>
            <p className="text-slate-600">
              {m.template ? <code className="text-xs">{m.template}</code> : 'Free-form reply'}
              {' · '}
              <span className="whitespace-nowrap">To {m.to}</span>
            </p>
            <p className="text-xs text-slate-500">
              {m.steps.map((step, i) => (
                <span key={step}>
                  {i > 0 && ' · '}
                  <span className="whitespace-nowrap">{step}</span>
                </span>
              ))}
            </p>
            {m.error && <p className="text-xs text-danger-700">{m.error}</p>}
          </li>
        ))}
      </ul>
      {page.total > messages.length && (
        <p className="mt-2 text-xs text-slate-500">
          The newest {messages.length} of {page.total} messages.
        </p>
      )}
    </Card>
  );
}
