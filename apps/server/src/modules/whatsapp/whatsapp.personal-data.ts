// The WhatsApp messages' share of a customer's data export and erasure
// (docs/decisions/data-export-and-erasure.md, docs/decisions/whatsapp.md).
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { keptContent } from './whatsapp.service.ts';
import { whatsappInbound, whatsappMessages } from './whatsapp.tables.ts';

/** The numbers the shop wrote to about this account: its replies came from them. */
const numbersOf = (userId: string) =>
  sql`(select distinct ${whatsappMessages.toPhone} from ${whatsappMessages} where ${whatsappMessages.userId} = ${userId})`;

/** The messages the shop sent the customer on WhatsApp, and the replies it acted on. */
export async function exportWhatsApp(db: Db, userId: string) {
  const [messages, replies] = await Promise.all([
    db
      .select({
        to: whatsappMessages.toPhone,
        purpose: whatsappMessages.purpose,
        template: whatsappMessages.template,
        content: whatsappMessages.content,
        status: whatsappMessages.status,
        error: whatsappMessages.error,
        createdAt: whatsappMessages.createdAt,
        sentAt: whatsappMessages.sentAt,
        deliveredAt: whatsappMessages.deliveredAt,
        readAt: whatsappMessages.readAt,
      })
      .from(whatsappMessages)
      .where(eq(whatsappMessages.userId, userId))
      .orderBy(desc(whatsappMessages.createdAt)),
    db
      .select({
        from: whatsappInbound.fromPhone,
        payload: whatsappInbound.payload,
        outcome: whatsappInbound.outcome,
        receivedAt: whatsappInbound.receivedAt,
      })
      .from(whatsappInbound)
      .where(inArray(whatsappInbound.fromPhone, numbersOf(userId)))
      .orderBy(desc(whatsappInbound.receivedAt)),
  ]);
  // A sign-in code not yet sent still holds the code: the export never shows it.
  return {
    messages: messages.map((m) => ({ ...m, content: keptContent(m.purpose, m.content) })),
    replies,
  };
}

/** Deletes the customer's messages and their replies: nothing in them is kept by law. */
export async function eraseWhatsApp(tx: Tx, userId: string): Promise<void> {
  await tx.delete(whatsappInbound).where(inArray(whatsappInbound.fromPhone, numbersOf(userId)));
  await tx.delete(whatsappMessages).where(eq(whatsappMessages.userId, userId));
}
