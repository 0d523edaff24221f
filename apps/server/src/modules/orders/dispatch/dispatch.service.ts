import { eq } from 'drizzle-orm';
import { indiaDay } from '@propwash/domain/india-time';
import type { DroneUnitsBody } from '@propwash/domain/orders/drone-units';
import type { EwayBillBody } from '@propwash/domain/orders/eway-bill';
import type { OrderStatus } from '@propwash/domain/orders/status';
import { AppError } from '../../../platform/app-error.ts';
import type { AuditTrail } from '../../../platform/audit.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { addTimeline, orderNotFoundError } from '../lifecycle/lifecycle.notices.ts';
import { droneUnits, orders } from '../orders.tables.ts';
import { dispatchState } from './dispatch.readiness.ts';

/** Statuses in which the goods have left (or the order ended): the e-way bill is as it moved. */
const leftOrEnded: readonly OrderStatus[] = [
  'shipped',
  'out_for_delivery',
  'delivered',
  'returned_to_origin',
  'cancelled',
];

/** 2026-12-06 → 06-12-2026, as the timeline says dates. */
const dmy = (day: string) => day.split('-').reverse().join('-');

/**
 * What the admin records at packing and dispatch: the e-way bill (docs/decisions/e-way-bills.md)
 * and each drone unit's serial numbers (docs/decisions/drones.md). Each change is one
 * transaction with an audit entry and a timeline entry; a change that changes nothing writes
 * nothing. No email and no live event: neither moves the order.
 */
export function createDispatch(deps: { db: Db; audit: AuditTrail }) {
  const { db } = deps;

  async function lockedOrder(tx: Tx, orderId: string) {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw orderNotFoundError();
    return row;
  }

  return {
    /**
     * PUT /api/orders/admin/:id/eway-bill: records (or corrects, until the goods leave) the
     * e-way bill generated from the order's invoice; refused before the invoice exists.
     */
    async setEwayBill(orderId: string, body: EwayBillBody, actorUserId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockedOrder(tx, orderId);
        if (leftOrEnded.includes(row.status)) {
          throw new AppError(
            'CONFLICT',
            row.status === 'cancelled'
              ? 'This order was cancelled: it needs no e-way bill.'
              : 'The goods have left under the e-way bill recorded: it can no longer be changed here.',
          );
        }
        const state = await dispatchState(tx, orderId);
        if (!state.invoiceNumber || !state.invoiceDate) {
          throw new AppError(
            'CONFLICT',
            'An e-way bill is generated from the tax invoice: mark the order packed to issue it, then record the e-way bill.',
          );
        }
        if (body.date < state.invoiceDate) {
          throw new AppError(
            'VALIDATION_FAILED',
            `The e-way bill cannot be dated before invoice ${state.invoiceNumber} (${dmy(state.invoiceDate)}).`,
          );
        }
        if (body.date > indiaDay()) {
          throw new AppError('VALIDATION_FAILED', 'The e-way bill date cannot be in the future.');
        }
        if (row.ewayBillNumber === body.number && row.ewayBillDate === body.date) return;
        await tx
          .update(orders)
          .set({ ewayBillNumber: body.number, ewayBillDate: body.date, updatedAt: new Date() })
          .where(eq(orders.id, orderId));
        await deps.audit.record(tx, {
          actor: { id: actorUserId },
          kind: 'order',
          recordId: row.id,
          recordLabel: row.orderNumber,
          action: 'update',
          changes: {
            ...(row.ewayBillNumber !== body.number && {
              ewayBillNumber: [row.ewayBillNumber, body.number],
            }),
            ...(row.ewayBillDate !== body.date && { ewayBillDate: [row.ewayBillDate, body.date] }),
          },
        });
        await addTimeline(tx, orderId, {
          status: row.status,
          message: `${row.ewayBillNumber ? 'E-way bill corrected to' : 'E-way bill'} ${body.number} dated ${dmy(body.date)}`,
          automated: false,
          actorUserId,
        });
      });
    },

    /**
     * PUT /api/orders/admin/:id/drone-units: the serial numbers of every unit of every drone
     * line, the whole list at once, until the invoice that prints them is issued.
     */
    async setDroneUnits(orderId: string, body: DroneUnitsBody, actorUserId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await lockedOrder(tx, orderId);
        if (row.status === 'cancelled') {
          throw new AppError('CONFLICT', 'This order was cancelled: it ships no drones.');
        }
        const state = await dispatchState(tx, orderId);
        if (state.invoiceNumber) {
          throw new AppError(
            'CONFLICT',
            `Invoice ${state.invoiceNumber} prints these serial numbers: they can no longer be changed.`,
          );
        }
        if (state.droneLines.length === 0) {
          throw new AppError('VALIDATION_FAILED', 'This order has no drones.');
        }
        const lines = new Map(state.droneLines.map((l) => [l.orderItemId, l]));
        const stranger = body.units.find((u) => !lines.has(u.orderItemId));
        if (stranger) {
          throw new AppError(
            'VALIDATION_FAILED',
            `Line ${stranger.orderItemId} is not a drone line of this order.`,
          );
        }
        for (const line of state.droneLines) {
          const given = body.units.filter((u) => u.orderItemId === line.orderItemId).length;
          if (given !== line.quantity) {
            throw new AppError(
              'VALIDATION_FAILED',
              `Give the serial numbers of each of the ${line.quantity} unit${line.quantity === 1 ? '' : 's'} of ${line.name} (${given} given).`,
            );
          }
        }
        const seen = new Set<string>();
        for (const serial of body.units.flatMap((u) => [
          u.aircraft,
          u.flightController,
          u.remote,
        ])) {
          const key = serial.toUpperCase();
          if (seen.has(key)) {
            throw new AppError(
              'VALIDATION_FAILED',
              `Serial number ${serial} is given twice: each serial belongs to one part of one drone.`,
            );
          }
          seen.add(key);
        }

        const before = await tx.select().from(droneUnits).where(eq(droneUnits.orderId, orderId));
        const unitOf = new Map<string, number>();
        const rows = body.units.map((u) => {
          const unit = (unitOf.get(u.orderItemId) ?? 0) + 1;
          unitOf.set(u.orderItemId, unit);
          return {
            orderId,
            orderItemId: u.orderItemId,
            unit,
            aircraftSerial: u.aircraft,
            flightControllerSerial: u.flightController,
            remoteSerial: u.remote,
            recordedBy: actorUserId,
          };
        });
        const said = (r: (typeof rows)[number] | (typeof before)[number]) =>
          `${r.orderItemId}#${r.unit}: ${r.aircraftSerial} / ${r.flightControllerSerial} / ${r.remoteSerial}`;
        const was = before.map(said).sort();
        const now = rows.map(said).sort();
        if (was.join('\n') === now.join('\n')) return;
        await tx.delete(droneUnits).where(eq(droneUnits.orderId, orderId));
        await tx.insert(droneUnits).values(rows);
        await deps.audit.record(tx, {
          actor: { id: actorUserId },
          kind: 'order',
          recordId: row.id,
          recordLabel: row.orderNumber,
          action: 'update',
          changes: { droneSerials: [was.length > 0 ? was : null, now] },
        });
        await addTimeline(tx, orderId, {
          status: row.status,
          message: `${before.length > 0 ? 'Drone serial numbers corrected' : 'Drone serial numbers recorded'} (${rows.length} unit${rows.length === 1 ? '' : 's'})`,
          automated: false,
          actorUserId,
        });
      });
    },
  };
}
export type Dispatch = ReturnType<typeof createDispatch>;
