// A return's steps: each is an event of the return and an entry on its order's timeline; the
// errors every step of a return may answer with.
import { sql } from 'drizzle-orm';
import { returnStatusLabels } from '@propwash/domain/returns/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Tx } from '../../platform/db.ts';
import type { OrdersPort } from './returns.ports.ts';
import { returnEvents } from './returns.tables.ts';

export const orderNotFound = () => new AppError('NOT_FOUND', 'Order not found or access denied');
export const returnNotFound = () => new AppError('NOT_FOUND', 'Return not found');

/** Records one step of a return: its event, and the order's timeline entry. */
export async function addStep(
  tx: Tx,
  orders: Pick<OrdersPort, 'addTimeline'>,
  ret: { id: string; orderId: string },
  step: { status: string; message: string; actorUserId: string | null },
) {
  const { status, message, actorUserId } = step;
  await tx.insert(returnEvents).values({
    returnId: ret.id,
    status,
    message,
    actorUserId,
    createdAt: sql`clock_timestamp()`,
  });
  const label = returnStatusLabels[status as keyof typeof returnStatusLabels] ?? status;
  await orders.addTimeline(tx, ret.orderId, {
    status: `return_${status}`,
    message: [`Return ${label.toLowerCase()}`, message].filter(Boolean).join(' · '),
    actorUserId,
  });
}
