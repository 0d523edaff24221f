import { desc, eq } from 'drizzle-orm';
import type { CreateQuestionBody, Question } from '@propwash/domain/qna/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { questions } from './qna.tables.ts';

type QuestionRow = typeof questions.$inferSelect;

/** Questions a product page lists (newest first); older ones are not shown. */
export const MAX_LISTED_QUESTIONS = 100;
export const qnaLimits = { askPerUser: { limit: 20, windowSeconds: 60 * 60 } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Product questions: signed-in customers ask, the shop answers (admin, a later issue). */
export function createQnaService(deps: {
  db: Db;
  catalog: Pick<CatalogService, 'productsForCart'>;
  accounts: Pick<AccountsService, 'firstNames'>;
  limiter: RateLimiter;
}) {
  const { db, catalog, accounts, limiter } = deps;

  /** Bylines carry first names only: a product page never shows a customer's full name. */
  async function toQuestions(rows: QuestionRow[]): Promise<Question[]> {
    const names = await accounts.firstNames(
      rows.flatMap((r) => [r.userId, r.answeredBy]).filter((id): id is string => id !== null),
    );
    return rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      question: r.question,
      askedBy: (r.userId && names.get(r.userId)) || 'Customer',
      answer: r.answer,
      answeredBy: r.answer === null ? null : (r.answeredBy && names.get(r.answeredBy)) || 'Seller',
      answeredAt: r.answeredAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  return {
    /** A product's questions, newest first; an unknown or malformed id has none. */
    async listForProduct(productId: string): Promise<Question[]> {
      if (!UUID.test(productId)) return [];
      const rows = await db
        .select()
        .from(questions)
        .where(eq(questions.productId, productId))
        .orderBy(desc(questions.createdAt), desc(questions.id))
        .limit(MAX_LISTED_QUESTIONS);
      return toQuestions(rows);
    },

    /** A new, unanswered question; rate limited per customer. */
    async ask(userId: string, body: CreateQuestionBody): Promise<Question> {
      const [product] = await catalog.productsForCart([body.productId]);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
      await limiter.hit(`qna:user:${userId}`, qnaLimits.askPerUser);
      const [row] = await db
        .insert(questions)
        .values({ productId: product.id, userId, question: body.question })
        .returning();
      const [question] = await toQuestions([row!]);
      return question!;
    },
  };
}
export type QnaService = ReturnType<typeof createQnaService>;
