// The questions' share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md).
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { questions } from './qna.tables.ts';

/** The customer's questions and the shop's answers (one query). */
export async function exportQuestions(db: Db, userId: string) {
  return db
    .select({
      id: questions.id,
      productId: questions.productId,
      question: questions.question,
      answer: questions.answer,
      status: questions.status,
      askedAt: questions.createdAt,
      answeredAt: questions.answeredAt,
    })
    .from(questions)
    .where(eq(questions.userId, userId))
    .orderBy(desc(questions.createdAt));
}

/**
 * An unanswered question goes; an answered one stays on its product page without its asker (it
 * then reads "Customer"), since its answer serves every shopper of that product.
 */
export async function eraseQuestions(tx: Tx, userId: string): Promise<void> {
  await tx.delete(questions).where(and(eq(questions.userId, userId), isNull(questions.answer)));
  await tx.update(questions).set({ userId: null }).where(eq(questions.userId, userId));
}
