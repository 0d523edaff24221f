import { randomUUID } from 'node:crypto';
import { rupeesToPaise } from '@propwash/domain/money';
import {
  exportedOrderSchema,
  MAX_IMPORT_ORDERS,
  type ExportedOrder,
  type ImportResult,
} from '@propwash/domain/orders/admin-schemas';
import { AppError } from '../../../platform/app-error.ts';
import type { AuditTrail } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import { orderItems, orders, orderTimeline } from '../orders.tables.ts';

/** The order history import (the JSON export's shape read back). */
export function createOrdersImport(deps: { db: Db; audit: AuditTrail }) {
  const { db } = deps;
  return {
    /**
     * History import: each valid row becomes an order with source import, its lines and one
     * timeline entry; no stock, payment, coupon or invoice is touched. Numbers already in the
     * shop (or earlier in the file) are skipped.
     */
    async importOrders(body: unknown, actorUserId: string): Promise<ImportResult> {
      if (!Array.isArray(body)) {
        throw new AppError('VALIDATION_FAILED', 'Invalid format. Expected array of orders.');
      }
      if (body.length > MAX_IMPORT_ORDERS) {
        throw new AppError(
          'VALIDATION_FAILED',
          `At most ${MAX_IMPORT_ORDERS} orders per file; split the file and import each part.`,
        );
      }
      const result: ImportResult = { imported: 0, failed: 0, skipped: 0, errors: [] };
      const seen = new Set<string>();
      const valid: ExportedOrder[] = [];
      body.forEach((raw, index) => {
        const parsed = exportedOrderSchema.safeParse(raw);
        if (!parsed.success) {
          result.failed += 1;
          if (result.errors.length < 20) {
            const issue = parsed.error.issues[0];
            result.errors.push({
              index,
              reason: issue ? `${issue.path.join('.') || 'order'}: ${issue.message}` : 'invalid',
            });
          }
          return;
        }
        if (seen.has(parsed.data.orderId)) result.skipped += 1;
        else {
          seen.add(parsed.data.orderId);
          valid.push(parsed.data);
        }
      });
      for (let i = 0; i < valid.length; i += 500) {
        const chunk = valid.slice(i, i + 500);
        const inserted = await db.transaction(async (tx) => {
          const written = await tx
            .insert(orders)
            .values(chunk.map(importedRow))
            .onConflictDoNothing({ target: orders.orderNumber })
            .returning({ id: orders.id, orderNumber: orders.orderNumber });
          const idOf = new Map(written.map((w) => [w.orderNumber, w.id]));
          const fresh = chunk.flatMap((o) => {
            const id = idOf.get(o.orderId);
            return id ? [{ o, id }] : [];
          });
          const lines = fresh.flatMap(({ o, id }) =>
            o.items.map((item) => {
              const unit = rupeesToPaise(item.price);
              return {
                orderId: id,
                name: item.name,
                unitPricePaise: unit,
                quantity: item.quantity,
                lineTotalPaise: unit * item.quantity,
              };
            }),
          );
          for (let j = 0; j < lines.length; j += 2000) {
            await tx.insert(orderItems).values(lines.slice(j, j + 2000));
          }
          if (fresh.length > 0) {
            await tx.insert(orderTimeline).values(
              fresh.map(({ o, id }) => ({
                orderId: id,
                status: o.status,
                message: 'Imported from a file',
                automated: false,
                actorUserId,
                createdAt: new Date(o.date),
              })),
            );
            // One summary entry per written batch, like the product import (docs/decisions/audit-log.md).
            await deps.audit.record(tx, {
              actor: { id: actorUserId },
              kind: 'import',
              recordId: randomUUID(),
              recordLabel: 'Order history import',
              action: 'import',
              changes: {
                imported: [null, fresh.length],
                skipped: [null, chunk.length - fresh.length],
              },
            });
          }
          return fresh.length;
        });
        result.imported += inserted;
        result.skipped += chunk.length - inserted;
      }
      return result;
    },
  };
}

function importedRow(o: ExportedOrder): typeof orders.$inferInsert {
  const at = new Date(o.date);
  const subtotal = o.items.reduce((s, i) => s + rupeesToPaise(i.price) * i.quantity, 0);
  const s = o.shipping;
  return {
    orderNumber: o.orderId,
    userId: null,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    priority: o.priority,
    warehouse: o.warehouse,
    shippingMethod: o.shippingMethod,
    customerName: o.customer,
    customerEmail: o.email.toLowerCase(),
    shippingAddress: {
      name: s?.name || o.customer,
      email: o.email.toLowerCase(),
      phone: s?.phone ?? '',
      address: s?.address ?? '',
      city: s?.city ?? '',
      state: s?.state ?? '',
      pincode: s?.pincode ?? '',
    },
    subtotalPaise: subtotal,
    totalPaise: rupeesToPaise(o.total),
    trackingNumber: o.trackingNumber || null,
    source: 'import',
    cancelReason: o.status === 'cancelled' ? 'Imported as cancelled' : null,
    createdAt: at,
    updatedAt: at,
    shippedAt: o.status === 'shipped' || o.status === 'delivered' ? at : null,
    deliveredAt: o.status === 'delivered' ? at : null,
  };
}
