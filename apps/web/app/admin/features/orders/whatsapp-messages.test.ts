import { describe, expect, it } from 'vitest';
import type { WhatsAppMessage } from '@propwash/domain/whatsapp/messages';
import { whatsappMessagesView } from '#app/admin/features/orders/whatsapp-messages.ts';

const message = (over: Partial<WhatsAppMessage>): WhatsAppMessage => ({
  id: 'm1',
  purpose: 'order_update',
  template: 'order_update',
  to: '+91 ••••••2345',
  status: 'queued',
  error: null,
  createdAt: '2026-12-06T10:00:00.000Z',
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  failedAt: null,
  ...over,
});

describe("an order's WhatsApp messages", () => {
  it('lists the newest first, with the purpose in words and each step reached in India time', () => {
    const view = whatsappMessagesView([
      message({
        id: 'older',
        status: 'read',
        sentAt: '2026-12-06T10:00:05.000Z',
        deliveredAt: '2026-12-06T10:01:00.000Z',
        readAt: '2026-12-06T11:30:00.000Z',
      }),
      message({
        id: 'newer',
        purpose: 'cod_confirmation',
        template: 'cod_confirmation',
        status: 'failed',
        error: '131026: Message undeliverable',
        createdAt: '2026-12-07T04:30:00.000Z',
        failedAt: '2026-12-07T04:30:09.000Z',
      }),
    ]);
    expect(view.map((m) => m.id)).toEqual(['newer', 'older']);
    expect(view[0]).toMatchObject({
      purpose: 'Cash-on-delivery confirmation',
      status: { label: 'Failed', tone: 'danger' },
      steps: ['Queued 7 Dec 2026, 10:00 am', 'Failed 10:00 am'],
      error: '131026: Message undeliverable',
    });
    expect(view[1]).toMatchObject({
      purpose: 'Order update',
      status: { label: 'Read', tone: 'success' },
      steps: ['Queued 6 Dec 2026, 3:30 pm', 'Sent 3:30 pm', 'Delivered 3:31 pm', 'Read 5:00 pm'],
    });
  });

  it('gives the date again for a step on a later India day', () => {
    const [view] = whatsappMessagesView([
      message({
        status: 'read',
        createdAt: '2026-12-06T18:00:00.000Z', // 11:30 pm in India
        sentAt: '2026-12-06T18:00:02.000Z',
        readAt: '2026-12-06T18:45:00.000Z', // 12:15 am on the 7th
      }),
    ]);
    expect(view?.steps).toEqual([
      'Queued 6 Dec 2026, 11:30 pm',
      'Sent 11:30 pm',
      'Read 7 Dec 2026, 12:15 am',
    ]);
  });

  it('says when the email went instead', () => {
    const [view] = whatsappMessagesView([message({ status: 'emailed' })]);
    expect(view?.status).toEqual({ label: 'Emailed instead', tone: 'warning' });
  });
});
