import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { whatsappInbound, whatsappMessages } from './whatsapp.tables.ts';

/**
 * WhatsApp messages and the replies acted on, older than `cutoff` (the retention table's
 * `whatsapp_messages`). The daily clean-up in privacy/privacy.retention.ts calls it. Answers how
 * many messages went.
 */
export async function deleteWhatsAppMessagesBefore(db: Db, cutoff: Date): Promise<number> {
  await db.delete(whatsappInbound).where(lt(whatsappInbound.receivedAt, cutoff));
  const gone = await db
    .delete(whatsappMessages)
    .where(lt(whatsappMessages.createdAt, cutoff))
    .returning({ id: whatsappMessages.id });
  return gone.length;
}
