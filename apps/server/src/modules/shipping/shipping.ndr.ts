import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { indiaDayPlus } from '@propwash/domain/india-time';
import { paiseToRupees } from '@propwash/domain/money';
import {
  ndrReasonFor,
  ndrReasonLabels,
  NDR_MAX_DEFER_DAYS,
  type NdrAdminActionBody,
  type NdrAdminPage,
  type NdrChoiceBody,
  type NdrCustomerChoice,
  type NdrPublicView,
} from '@propwash/domain/shipping/ndr';
import type { Carrier } from '@propwash/domain/shipping/shipment-schemas';
import type { DomainEvent } from '@propwash/domain/platform/events';
import { AppError } from '../../platform/app-error.ts';
import type { AuditTrail } from '../../platform/audit.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { Email } from '../../platform/mail.ts';
import { derivedSigner } from '../../platform/signed-token.ts';
import type { SendWhatsApp } from '../whatsapp/whatsapp.request.ts';
import type { CarrierAdapter, NdrAction, TrackingReport } from './carriers/carriers.ports.ts';
import { deliveryFailedEmail } from './shipping.ndr-email.ts';
import type { OrdersPort } from './shipping.ports.ts';
import { ndrs, shipments } from './shipping.tables.ts';

type NdrRow = typeof ndrs.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;

/** How long the customer's link works after the attempt it was sent for. */
export const NDR_LINK_DAYS = 7;

const notFound = () =>
  new AppError(
    'NOT_FOUND',
    'This link is not valid. Please use the link from your latest message.',
  );

const choiceWords: Record<NdrCustomerChoice, string> = {
  reattempt: 'deliver again',
  update_details: 'deliver again with corrected details',
  cancel: 'cancel the order (return the parcel)',
};

/**
 * Failed deliveries (NDR; docs/decisions/failed-deliveries.md): a courier's failed attempt is
 * recorded on `shipping_ndr` (one open row per shipment), written on the order's timeline, told
 * to the owner (live event and push) and to the customer (email, and WhatsApp with consent)
 * with a signed link; the customer's choice and the admin's action go to the courier's NDR API.
 */
export function createNdrService(deps: {
  db: Db;
  orders: OrdersPort;
  carriers: Record<Carrier, CarrierAdapter>;
  audit: AuditTrail;
  emailFor: (email: Email) => {
    statement: ReturnType<typeof sql> | null;
    afterCommit: () => Promise<void>;
  };
  sendWhatsApp: SendWhatsApp;
  /** The account's mobile number (ten digits or null), for WhatsApp. */
  accountPhone: (userId: string) => Promise<string | null>;
  publish: (event: DomainEvent) => Promise<void>;
  storeName: () => Promise<string>;
  publicUrl: string;
  /** The server's secret the link's token key is derived from. */
  secret: string;
  now?: () => Date;
  log: (msg: string, err?: unknown) => void;
}) {
  const { db, orders } = deps;
  const now = deps.now ?? (() => new Date());
  const signer = derivedSigner(deps.secret, 'propwash:ndr-link:v1');

  /** The link's token: the NDR's id and the link's end, signed. */
  function tokenFor(ndrId: string, at: Date): string {
    const exp = Math.floor(at.getTime() / 1000) + NDR_LINK_DAYS * 86_400;
    const data = `${ndrId}.${exp}`;
    return `${data}.${signer.sign(data)}`;
  }
  /** The NDR id a token names, when its signature holds and it has not expired; else null. */
  function idOf(token: string): string | null {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [id, exp, sig] = parts as [string, string, string];
    if (!/^[0-9a-f-]{36}$/i.test(id) || !/^\d{1,12}$/.test(exp)) return null;
    if (!signer.verify(`${id}.${exp}`, sig)) return null;
    if (Number(exp) * 1000 < now().getTime()) return null;
    return id;
  }
  const linkFor = (token: string) => `${deps.publicUrl.replace(/\/$/, '')}/delivery/${token}`;

  const tenDigits = (p: string | null | undefined) => {
    const d = (p ?? '').replace(/\D/g, '');
    return d.length >= 10 ? d.slice(-10) : null;
  };

  /**
   * A failed attempt, in the webhook's (or the tracking poll's) transaction, only for a report
   * inserted for the first time (a replay never reaches here). Answers what to do after commit.
   */
  async function recordFailedAttempt(
    tx: Tx,
    shipment: ShipmentRow,
    report: TrackingReport,
  ): Promise<() => void> {
    const remark = (report.failedAttempt?.remark ?? report.description).slice(0, 300);
    const reason = ndrReasonFor(remark);
    const [open] = await tx
      .select()
      .from(ndrs)
      .where(and(eq(ndrs.shipmentId, shipment.id), ne(ndrs.state, 'closed')))
      .orderBy(desc(ndrs.createdAt))
      .limit(1)
      .for('update');
    let row: NdrRow;
    if (open) {
      // A new attempt: counted, and the customer may choose again.
      [row] = (await tx
        .update(ndrs)
        .set({
          attempts: sql`${ndrs.attempts} + 1`,
          reason,
          courierRemark: remark,
          lastAttemptAt: report.at,
          state: 'open',
          customerChoice: null,
          customerDetails: null,
          customerChoseAt: null,
          updatedAt: now(),
        })
        .where(eq(ndrs.id, open.id))
        .returning()) as [NdrRow];
    } else {
      [row] = (await tx
        .insert(ndrs)
        .values({
          shipmentId: shipment.id,
          orderId: shipment.orderId,
          reason,
          courierRemark: remark,
          lastAttemptAt: report.at,
        })
        .returning()) as [NdrRow];
    }
    const label = ndrReasonLabels[reason];
    const order = await orders.noteDelivery(tx, shipment.orderId, {
      message: `Delivery attempt failed: ${label} (attempt ${row.attempts})`,
      automated: true,
      actorUserId: null,
    });
    if (!order) return () => {};
    const link = linkFor(tokenFor(row.id, now()));
    const name = order.address.name.split(/\s+/)[0] || order.address.name;
    const mail = deps.emailFor(
      deliveryFailedEmail({
        to: order.address.email,
        storeName: await deps.storeName(),
        name,
        orderNumber: order.orderNumber,
        courier: shipment.courier,
        reason: label,
        attempt: row.attempts,
        link,
        cod: order.paymentMethod === 'cod',
      }),
    );
    if (mail.statement) await tx.execute(mail.statement);
    const event: DomainEvent = {
      type: 'delivery.failed',
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      userId: order.userId,
      status: order.status,
      paymentStatus: order.paymentStatus,
      total: paiseToRupees(order.totalPaise),
      customerName: order.address.name,
      at: now().toISOString(),
      reason: label,
      attempts: row.attempts,
    };
    return () => {
      void mail.afterCommit().catch((err: unknown) => deps.log('NDR email not sent', err));
      void deps.publish(event);
      void (async () => {
        const own = order.userId ? tenDigits(await deps.accountPhone(order.userId)) : null;
        await deps.sendWhatsApp({
          template: 'deliveryFailed',
          params: { name, orderNumber: order.orderNumber, reason: label, link },
          purpose: 'delivery_failed',
          phone: own ?? tenDigits(order.address.phone),
          userId: order.userId,
          orderId: order.orderId,
          consent: {
            purpose: 'whatsapp_updates',
            userId: order.userId,
            email: order.address.email,
          },
          // The email went already: WhatsApp is in addition.
          fallbackEmail: null,
        });
      })().catch((err: unknown) => deps.log('NDR WhatsApp not sent', err));
    };
  }

  /** Delivered or returned to origin: the shipment's open failed delivery is closed. */
  async function closeFor(tx: Tx, shipmentId: string): Promise<void> {
    await tx
      .update(ndrs)
      .set({ state: 'closed', updatedAt: now() })
      .where(and(eq(ndrs.shipmentId, shipmentId), ne(ndrs.state, 'closed')));
  }

  async function load(id: string) {
    const [found] = await db
      .select({ ndr: ndrs, shipment: shipments })
      .from(ndrs)
      .innerJoin(shipments, eq(shipments.id, ndrs.shipmentId))
      .where(eq(ndrs.id, id));
    return found ?? null;
  }

  async function publicView(ndr: NdrRow, shipment: ShipmentRow): Promise<NdrPublicView> {
    const [parcel] = await orders.parcels(db, [ndr.orderId]);
    if (!parcel) throw notFound();
    const a = parcel.address;
    const at = now();
    return {
      orderNumber: parcel.orderNumber,
      courier: shipment.courier,
      awb: shipment.awb,
      reason: ndr.reason,
      reasonLabel: ndrReasonLabels[ndr.reason],
      courierRemark: ndr.courierRemark,
      attempts: ndr.attempts,
      lastAttemptAt: ndr.lastAttemptAt.toISOString(),
      paymentMethod: parcel.paymentMethod,
      payOnDelivery: parcel.paymentMethod === 'cod' ? paiseToRupees(parcel.totalPaise) : 0,
      items: parcel.items.map((i) => ({ name: i.name, quantity: i.quantity })),
      address: {
        name: a.name,
        line: [a.address, a.landmark].filter(Boolean).join(', '),
        city: a.city,
        pincode: a.pincode,
      },
      state: ndr.state,
      canChoose: ndr.state === 'open' && ndr.customerChoice === null,
      choice: ndr.customerChoice,
      dates: { from: indiaDayPlus(at, 1), to: indiaDayPlus(at, NDR_MAX_DEFER_DAYS) },
    };
  }

  /** The courier's action for a choice, with the customer's corrected details. */
  function actionFor(body: NdrChoiceBody, orderNumber: string): NdrAction {
    if (body.choice === 'cancel') {
      return { kind: 'return', comment: `Customer cancelled order ${orderNumber}` };
    }
    const details = body.choice === 'update_details' ? body : null;
    return {
      kind: 'reattempt',
      comment:
        body.choice === 'reattempt'
          ? `Customer asked to deliver again${body.date ? ` on ${body.date}` : ''}`
          : 'Customer corrected the delivery details',
      ...(body.date ? { date: body.date } : {}),
      ...(details?.phone ? { phone: details.phone } : {}),
      ...(details?.address ? { address1: details.address } : {}),
      ...(details?.landmark ? { address2: details.landmark } : {}),
    };
  }

  /**
   * Sends an action to the courier and records its answer; a failure keeps the row open with
   * the error (the admin's queue shows it). Answers the courier's message, or null on failure.
   */
  async function send(
    ndr: NdrRow,
    shipment: ShipmentRow,
    action: NdrAction,
    who: { actorUserId: string | null; words: string },
  ): Promise<{ ok: true; message: string } | { ok: false; error: AppError }> {
    let outcome: { ok: true; message: string } | { ok: false; error: AppError };
    try {
      if (!shipment.awb) throw new AppError('CONFLICT', 'This parcel has no AWB to act on.');
      const answer = await deps.carriers[shipment.carrier].ndrAction(shipment.awb, action);
      outcome = { ok: true, message: answer.message };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      outcome = { ok: false, error: err };
    }
    const at = now();
    await db.transaction(async (tx) => {
      await tx
        .update(ndrs)
        .set({
          ...(outcome.ok ? { state: action.kind, actionSentAt: at } : {}),
          actedBy: who.actorUserId,
          courierAnswer: (outcome.ok ? outcome.message : `Failed: ${outcome.error.message}`).slice(
            0,
            500,
          ),
          updatedAt: at,
        })
        .where(and(eq(ndrs.id, ndr.id), ne(ndrs.state, 'closed')));
      await orders.noteDelivery(tx, ndr.orderId, {
        message: outcome.ok
          ? `${who.words}: sent to ${shipment.courier} (${outcome.message})`
          : `${who.words}: ${shipment.courier} did not take it (${outcome.error.message})`,
        automated: who.actorUserId === null,
        actorUserId: who.actorUserId,
      });
      if (who.actorUserId) {
        await deps.audit.record(tx, {
          actor: { id: who.actorUserId },
          kind: 'shipment',
          recordId: shipment.id,
          recordLabel: `Failed delivery of ${shipment.awb ?? shipment.id}`,
          action: 'update',
          changes: {
            ndrAction: [null, action.kind],
            courierAnswer: [
              null,
              outcome.ok ? outcome.message : `Failed: ${outcome.error.message}`,
            ],
          },
        });
      }
    });
    return outcome;
  }

  return {
    recordFailedAttempt,
    closeFor,
    tokenFor,
    linkFor,

    /** The link's page: the order, the courier's reason and whether a choice may be made. */
    async viewByToken(token: string): Promise<NdrPublicView> {
      const id = idOf(token);
      if (!id) throw notFound();
      const found = await load(id);
      if (!found) throw notFound();
      return publicView(found.ndr, found.shipment);
    },

    /**
     * The customer's choice: claimed once (a conditional update), then sent to the courier at
     * once. A closed NDR or one already chosen is refused politely (409).
     */
    async chooseByToken(token: string, body: NdrChoiceBody) {
      const id = idOf(token);
      if (!id) throw notFound();
      const found = await load(id);
      if (!found) throw notFound();
      if (found.ndr.state === 'closed') {
        throw new AppError(
          'CONFLICT',
          'This delivery is already settled: the parcel was delivered or returned to us. Nothing more is needed.',
        );
      }
      if (body.choice !== 'cancel' && body.date) {
        const { from, to } = (await publicView(found.ndr, found.shipment)).dates;
        if (body.date < from || body.date > to) {
          throw new AppError('VALIDATION_FAILED', `Pick a day from ${from} to ${to}.`);
        }
      }
      const details =
        body.choice === 'update_details'
          ? {
              ...(body.phone ? { phone: body.phone } : {}),
              ...(body.address ? { address: body.address } : {}),
              ...(body.landmark ? { landmark: body.landmark } : {}),
            }
          : null;
      const [claimed] = await db
        .update(ndrs)
        .set({
          customerChoice: body.choice,
          customerDetails: details,
          customerChoseAt: now(),
          updatedAt: now(),
        })
        .where(and(eq(ndrs.id, id), eq(ndrs.state, 'open'), sql`${ndrs.customerChoice} is null`))
        .returning();
      if (!claimed) {
        throw new AppError(
          'CONFLICT',
          'We already have your choice for this delivery attempt. Our team will be in touch if anything else is needed.',
        );
      }
      const parcel = (await orders.parcels(db, [claimed.orderId]))[0];
      const sent = await send(claimed, found.shipment, actionFor(body, parcel?.orderNumber ?? ''), {
        actorUserId: null,
        words: `Customer chose to ${choiceWords[body.choice]}${
          body.choice !== 'cancel' && body.date ? ` on ${body.date}` : ''
        }`,
      });
      const fresh = (await load(id))!;
      const view = await publicView(fresh.ndr, fresh.shipment);
      if (!sent.ok) {
        return {
          outcome: 'noted' as const,
          message: "We've noted your choice; our team will confirm with the courier.",
          view,
        };
      }
      return {
        outcome: 'sent' as const,
        message:
          body.choice === 'cancel'
            ? parcel?.paymentMethod === 'cod'
              ? 'Your order is cancelled: the courier brings the parcel back to us. You pay nothing.'
              : 'Your order is cancelled: the courier brings the parcel back to us, and your payment is refunded once it arrives.'
            : `Thank you: we have asked ${found.shipment.courier} to deliver again${body.date ? ` on ${body.date}` : ''}.`,
        view,
      };
    },

    /** The admin's queue: open ones oldest attempt first, or all newest first. */
    async list(q: { state: 'open' | 'all'; page: number; limit: number }): Promise<NdrAdminPage> {
      const where = q.state === 'open' ? eq(ndrs.state, 'open') : undefined;
      const [rows, [total], [open]] = await Promise.all([
        db
          .select({ ndr: ndrs, shipment: shipments })
          .from(ndrs)
          .innerJoin(shipments, eq(shipments.id, ndrs.shipmentId))
          .where(where)
          .orderBy(
            ...(q.state === 'open'
              ? [asc(ndrs.lastAttemptAt), asc(ndrs.id)]
              : [desc(ndrs.lastAttemptAt), desc(ndrs.id)]),
          )
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(ndrs).where(where),
        db.select({ n: count() }).from(ndrs).where(eq(ndrs.state, 'open')),
      ]);
      const parcels = await orders.parcels(db, [...new Set(rows.map((r) => r.ndr.orderId))]);
      const byId = new Map(parcels.map((p) => [p.orderId, p]));
      const n = Number(total?.n ?? 0);
      return {
        rows: rows.map(({ ndr, shipment }) => {
          const p = byId.get(ndr.orderId);
          return {
            id: ndr.id,
            orderId: ndr.orderId,
            orderNumber: p?.orderNumber ?? '',
            customer: p?.address.name ?? '',
            phone: p?.address.phone ?? '',
            courier: shipment.courier,
            awb: shipment.awb,
            reason: ndr.reason,
            reasonLabel: ndrReasonLabels[ndr.reason],
            courierRemark: ndr.courierRemark,
            attempts: ndr.attempts,
            lastAttemptAt: ndr.lastAttemptAt.toISOString(),
            state: ndr.state,
            customerChoice: ndr.customerChoice,
            customerDetails: ndr.customerDetails ?? null,
            customerChoseAt: ndr.customerChoseAt?.toISOString() ?? null,
            actionSentAt: ndr.actionSentAt?.toISOString() ?? null,
            courierAnswer: ndr.courierAnswer,
          };
        }),
        page: q.page,
        limit: q.limit,
        total: n,
        totalPages: Math.ceil(n / q.limit),
        open: Number(open?.n ?? 0),
      };
    },

    /** The admin's re-attempt or return, sent to the courier and audited; 503 when it refuses. */
    async adminAction(id: string, body: NdrAdminActionBody, actorUserId: string) {
      const found = await load(id);
      if (!found) throw new AppError('NOT_FOUND', 'Failed delivery not found');
      if (found.ndr.state === 'closed') {
        throw new AppError('CONFLICT', 'This delivery is settled (delivered or returned).');
      }
      const d = found.ndr.customerDetails;
      const comment =
        body.comment || (body.action === 'return' ? 'Return to origin' : 'Please deliver again');
      const action: NdrAction =
        body.action === 'return'
          ? { kind: 'return', comment }
          : {
              kind: 'reattempt',
              comment,
              // The customer's corrected details, if they gave any, go with the re-attempt.
              ...(d?.phone ? { phone: d.phone } : {}),
              ...(d?.address ? { address1: d.address } : {}),
              ...(d?.landmark ? { address2: d.landmark } : {}),
            };
      const sent = await send(found.ndr, found.shipment, action, {
        actorUserId,
        words: body.action === 'return' ? 'Return to origin requested' : 'Re-attempt requested',
      });
      if (!sent.ok) throw sent.error;
      return { id, state: body.action, courierAnswer: sent.message };
    },
  };
}
export type NdrService = ReturnType<typeof createNdrService>;
