import { formatPaise, rupeesToPaise } from '@propwash/domain/money';
import type { Order } from '@propwash/domain/orders/schemas';
import type { OrderReturn } from '@propwash/domain/returns/schemas';
import { whatsappNumberOf } from '@propwash/domain/whatsapp/messages';
import { AppError } from '../../platform/app-error.ts';
import type { OrderForWhatsApp } from '../orders/orders.for-whatsapp.ts';
import type { OrderUpdatesPort } from '../orders/orders.ports.ts';
import type { SendWhatsApp } from './whatsapp.request.ts';
import type { ButtonHandler, ButtonOutcome } from './whatsapp.service.ts';

/*
 * Order updates and cash-on-delivery confirmation on WhatsApp (docs/decisions/whatsapp.md). The
 * email goes as before; the WhatsApp message is in addition, to customers who granted
 * `whatsapp_updates`, so its fallback email is null. The number is the account's mobile number
 * (the one the customer gave when agreeing), else the order's; a waiting COD order gets the
 * `codConfirmation` template whose buttons answer `cod-confirm:<orderId>` / `cod-cancel:<orderId>`:
 * a reply acts only when it comes from that same number.
 */

export const COD_CONFIRM = 'cod-confirm';
export const COD_CANCEL = 'cod-cancel';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ten digits of a number typed at checkout (+91 98450 12345 → 9845012345); else null. */
export function tenDigitsOf(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

const rupees = (r: number) => formatPaise(rupeesToPaise(r));

/** The sentence {{3}} of the orderUpdate template for an order's notice; null: no message. */
export function orderUpdateSentence(kind: string, o: Order): string | null {
  // A part-paid COD order's advance (docs/decisions/part-paid-cod.md): the rest is cash.
  const advance = o.payment.method === 'cod' ? o.advance : null;
  if (kind === 'paid' && advance && o.payment.status === 'part_paid') {
    return `advance of ${rupees(advance.amount)} received, it is confirmed. ${rupees(advance.dueOnDelivery)} is collected on delivery.`;
  }
  if (kind === 'paid') return 'payment received, it is confirmed.';
  if (kind === 'placed') return o.status === 'pending' ? null : 'thank you, it is confirmed.';
  if (kind === 'cancelled') {
    const refund =
      o.payment.status === 'refund_pending' || o.payment.status === 'refunded'
        ? ' Your refund has been started and reaches you within 5-7 business days.'
        : '';
    return `it has been cancelled${o.cancelReason ? ` (${o.cancelReason})` : ''}.${refund}`;
  }
  switch (o.status) {
    case 'confirmed':
      return 'it is confirmed (cash on delivery).';
    case 'shipped':
      return o.fulfillment.trackingNumber
        ? `it has shipped. Tracking number ${o.fulfillment.trackingNumber}.`
        : 'it has shipped.';
    case 'out_for_delivery':
      return o.payment.method === 'cod' && o.payment.status !== 'paid'
        ? `it is out for delivery. Please keep ${rupees(advance?.paid ? advance.dueOnDelivery : o.summary.total)} ready.`
        : 'it is out for delivery.';
    case 'delivered':
      return 'it has been delivered. We hope you enjoy it!';
    case 'returned_to_origin':
      return 'the courier could not deliver it and is bringing it back to us.';
    default:
      return null;
  }
}

/** The sentence of a return's step. */
export function returnStepSentence(r: OrderReturn): string {
  const what = r.kind === 'refund' ? 'return' : 'replacement';
  switch (r.status) {
    case 'requested':
      return `we have your ${what} request and will look at it within two working days.`;
    case 'approved':
      return `your ${what} is approved. Our courier will collect the item.`;
    case 'rejected':
      return `we cannot accept the ${what}; the reason is on your order page.`;
    case 'picked_up':
      return 'the courier has collected your return.';
    case 'received':
      return 'your return has reached us.';
    case 'refunded':
      return r.refund?.reference
        ? `we have refunded ${rupees(r.refundAmount)} (reference ${r.refund.reference}).`
        : `we have refunded ${rupees(r.refundAmount)}. It reaches you within 5-7 business days.`;
    case 'replaced':
      return r.replacementOrder
        ? `your replacement is on its way as order ${r.replacementOrder.orderNumber}.`
        : 'your replacement is on its way.';
  }
}

export function createWhatsAppOrderUpdates(deps: {
  send: SendWhatsApp;
  /** One order's contact and COD state (orders/orders.for-whatsapp.ts). */
  orderFor: (orderId: string) => Promise<OrderForWhatsApp | null>;
  /** The orders module's own confirm and cancel (reached at call time: built after this). */
  orders: {
    confirmCod(orderId: string): Promise<void>;
    cancel(orderId: string, userId: string | null): Promise<unknown>;
  };
  /** The account's mobile number (accounts/profile/profile.contact-points.ts). */
  accountPhone: (userId: string) => Promise<string | null>;
  publicUrl: string;
  log: (msg: string, err?: unknown) => void;
}) {
  /** Whom the shop writes to about an order: the account's number, else the order's. */
  async function recipient(userId: string | null, orderPhone: string): Promise<string | null> {
    const own = userId ? tenDigitsOf(await deps.accountPhone(userId)) : null;
    return own ?? tenDigitsOf(orderPhone);
  }
  const link = (orderId: string) => `${deps.publicUrl.replace(/\/$/, '')}/order/${orderId}`;

  async function orderUpdate(
    who: { orderId: string; orderNumber: string; name: string; phone: string },
    userId: string | null,
    email: string | null,
    update: string,
  ) {
    await deps.send({
      template: 'orderUpdate',
      params: { name: who.name, orderNumber: who.orderNumber, update, link: link(who.orderId) },
      purpose: 'order_update',
      phone: await recipient(userId, who.phone),
      userId,
      orderId: who.orderId,
      consent: { purpose: 'whatsapp_updates', userId, email },
      // The email went already: WhatsApp is in addition for order updates.
      fallbackEmail: null,
    });
  }

  const quietly = (what: string, run: () => Promise<unknown>) => {
    void run().catch((err: unknown) => deps.log(`WhatsApp ${what} not sent`, err));
  };

  async function placed(order: Order, ownerId: string | null) {
    if (order.status === 'pending') return;
    const who = {
      orderId: order.id,
      orderNumber: order.orderNumber,
      name: order.shipping.name,
      phone: order.shipping.phone,
    };
    if (order.codConfirmation !== 'awaiting') {
      await orderUpdate(who, ownerId, order.shipping.email, orderUpdateSentence('placed', order)!);
      await payNowOffer(order, ownerId);
      return;
    }
    await deps.send({
      template: 'codConfirmation',
      params: { name: who.name, orderNumber: who.orderNumber, total: rupees(order.summary.total) },
      purpose: 'cod_confirmation',
      phone: await recipient(ownerId, who.phone),
      userId: ownerId,
      orderId: order.id,
      consent: { purpose: 'whatsapp_updates', userId: ownerId, email: order.shipping.email },
      buttonPayloads: [`${COD_CONFIRM}:${order.id}`, `${COD_CANCEL}:${order.id}`],
      // The order email carries the signed confirmation link already.
      fallbackEmail: null,
    });
    await payNowOffer(order, ownerId);
  }

  /**
   * After the placed update of a COD order that may still be paid online and saves by it: the
   * offer, its own template (docs/decisions/pay-now-for-cod-orders.md). An offer is marketing at
   * Meta, so it needs `whatsapp_offers`; the order email carries the same offer.
   */
  async function payNowOffer(order: Order, ownerId: string | null) {
    if (!order.can.payNow || !order.payNow) return;
    const savesPaise = rupeesToPaise(order.summary.total) - rupeesToPaise(order.payNow.total);
    if (savesPaise <= 0) return;
    await deps.send({
      template: 'codPayNow',
      params: {
        name: order.shipping.name,
        orderNumber: order.orderNumber,
        total: rupees(order.payNow.total),
        saving: formatPaise(savesPaise),
        link: link(order.id),
      },
      purpose: 'cod_pay_now',
      phone: await recipient(ownerId, order.shipping.phone),
      userId: ownerId,
      orderId: order.id,
      consent: { purpose: 'whatsapp_offers', userId: ownerId, email: order.shipping.email },
      fallbackEmail: null,
    });
  }

  /** The order a button names, when the reply comes from the number it was sent to; else null. */
  async function repliedOrder(arg: string, from: string): Promise<OrderForWhatsApp | null> {
    if (!UUID.test(arg)) return null;
    const order = await deps.orderFor(arg);
    if (!order) return null;
    const ten = await recipient(order.userId, order.phone);
    return ten && whatsappNumberOf(ten) === from ? order : null;
  }

  const answer = (o: OrderForWhatsApp, outcome: string, text: string): ButtonOutcome => ({
    outcome,
    reply: { text, orderId: o.id, userId: o.userId },
  });

  const confirmButton: ButtonHandler = async ({ arg, from }) => {
    const o = await repliedOrder(arg, from);
    if (!o) return { outcome: 'refused' };
    if (o.status === 'cancelled') {
      return answer(
        o,
        'already_done',
        `Your order ${o.orderNumber} was cancelled, so it can no longer be confirmed.`,
      );
    }
    if (o.codConfirmation !== 'awaiting') {
      return answer(
        o,
        'already_done',
        `Your order ${o.orderNumber} is already confirmed. Thank you!`,
      );
    }
    try {
      await deps.orders.confirmCod(o.id);
    } catch (err) {
      // Confirmed or cancelled a moment ago (the link, the shop, the expiry): nothing changes.
      if (err instanceof AppError && err.type === 'CONFLICT') {
        return answer(
          o,
          'already_done',
          `Your order ${o.orderNumber} needs nothing more: ${err.message}`,
        );
      }
      throw err;
    }
    return answer(
      o,
      'cod_confirmed',
      `Thank you! Your order ${o.orderNumber} is confirmed. We will tell you when it ships.`,
    );
  };

  const cancelButton: ButtonHandler = async ({ arg, from }) => {
    const o = await repliedOrder(arg, from);
    if (!o) return { outcome: 'refused' };
    if (o.status === 'cancelled') {
      return answer(o, 'already_done', `Your order ${o.orderNumber} is already cancelled.`);
    }
    // The button cancels only while the order waits for its confirmation, as it asked.
    if (o.codConfirmation !== 'awaiting') {
      return answer(
        o,
        'already_done',
        `Your order ${o.orderNumber} is already confirmed. To cancel it, open ${link(o.id)}`,
      );
    }
    try {
      await deps.orders.cancel(o.id, o.userId);
    } catch (err) {
      if (
        err instanceof AppError &&
        (err.type === 'ILLEGAL_STATUS_CHANGE' || err.type === 'CONFLICT')
      ) {
        return answer(
          o,
          'already_done',
          `Your order ${o.orderNumber} can no longer be cancelled here. Please open ${link(o.id)}`,
        );
      }
      throw err;
    }
    // The cancellation's own update (email, and WhatsApp with consent) tells the customer.
    return { outcome: 'cod_cancelled' };
  };

  const port: OrderUpdatesPort = {
    placed(order, ownerId) {
      quietly(`order ${order.orderNumber} placed`, () => placed(order, ownerId));
    },
    noticed(kind, order, ownerId) {
      if (kind === 'placed') {
        quietly(`order ${order.orderNumber} placed`, () => placed(order, ownerId ?? null));
        return;
      }
      const update = orderUpdateSentence(kind, order);
      if (!update) return;
      quietly(`order ${order.orderNumber} ${kind}`, async () => {
        const userId =
          ownerId !== undefined ? ownerId : ((await deps.orderFor(order.id))?.userId ?? null);
        await orderUpdate(
          {
            orderId: order.id,
            orderNumber: order.orderNumber,
            name: order.shipping.name,
            phone: order.shipping.phone,
          },
          userId,
          order.shipping.email,
          update,
        );
      });
    },
  };

  return {
    /** For the orders module (orders.ports.ts OrderUpdatesPort). */
    orders: port,

    /** For the returns module: each step of a return. */
    returnStep(r: OrderReturn): void {
      quietly(`return ${r.id} ${r.status}`, async () => {
        const o = await deps.orderFor(r.orderId);
        if (!o) return;
        await orderUpdate(
          { orderId: o.id, orderNumber: o.orderNumber, name: o.name, phone: o.phone },
          o.userId,
          o.email,
          returnStepSentence(r),
        );
      });
    },

    /** The handlers of the COD message's buttons, by payload prefix. */
    buttons: { [COD_CONFIRM]: confirmButton, [COD_CANCEL]: cancelButton },
  };
}
export type WhatsAppOrderUpdates = ReturnType<typeof createWhatsAppOrderUpdates>;
