import { count, desc, eq } from 'drizzle-orm';
import type {
  AdminQuestion,
  AdminQuestionList,
  AdminQuestionQuery,
  CreateQuestionBody,
  Question,
} from '@propwash/domain/qna/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { onPage, pageInfo } from '../../platform/paging.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { questions } from './qna.tables.ts';

type QuestionRow = typeof questions.$inferSelect;

/** Questions a product page lists (newest first); older ones are not shown. */
export const MAX_LISTED_QUESTIONS = 100;
export const qnaLimits = {
  askPerUser: { limit: 20, windowSeconds: 60 * 60 },
  askPerIp: { limit: 60, windowSeconds: 60 * 60 },
};

const questionNotFound = () => new AppError('NOT_FOUND', 'Question not found');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Product questions: signed-in customers ask, the shop answers (qna.admin-routes.ts). */
export function createQnaService(deps: {
  db: Db;
  catalog: Pick<CatalogService, 'productsForCart' | 'invalidateProduct'>;
  accounts: Pick<AccountsService, 'firstNames' | 'contactsOf'>;
  limiter: RateLimiter;
  /** Product names for the admin list, disabled products included (catalog.shared.ts). */
  productNames: (ids: string[]) => Promise<Map<string, string>>;
}) {
  const { db, catalog, accounts, limiter } = deps;

  async function toAdminQuestions(rows: QuestionRow[]): Promise<AdminQuestion[]> {
    const [contacts, names, publicView] = await Promise.all([
      accounts.contactsOf(rows.map((r) => r.userId).filter((id): id is string => id !== null)),
      deps.productNames(rows.map((r) => r.productId)),
      toQuestions(rows),
    ]);
    return rows.map((r, i) => {
      const asker = r.userId ? contacts.get(r.userId) : undefined;
      return {
        ...publicView[i]!,
        productName: names.get(r.productId) ?? 'Deleted product',
        status: r.status,
        askedBy: asker?.name ?? 'Deleted account',
        askedByEmail: asker?.email ?? null,
      };
    });
  }

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

    /** A new, unanswered question; rate limited per customer and per client address. */
    async ask(userId: string, body: CreateQuestionBody, meta: { ip: string }): Promise<Question> {
      const [product] = await catalog.productsForCart([body.productId]);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
      await limiter.hit(`qna:user:${userId}`, qnaLimits.askPerUser);
      await limiter.hit(`qna:ip:${meta.ip}`, qnaLimits.askPerIp);
      const [row] = await db
        .insert(questions)
        .values({ productId: product.id, userId, question: body.question })
        .returning();
      const [question] = await toQuestions([row!]);
      return question!;
    },

    /** Admin: questions newest first (pending ones to answer, or answered), with counts. */
    async adminList(query: AdminQuestionQuery): Promise<AdminQuestionList> {
      const where = query.status ? eq(questions.status, query.status) : undefined;
      const [rows, counts] = await Promise.all([
        onPage(
          db
            .select()
            .from(questions)
            .where(where)
            .orderBy(desc(questions.createdAt), desc(questions.id))
            .$dynamic(),
          query,
        ),
        db
          .select({ status: questions.status, n: count() })
          .from(questions)
          .groupBy(questions.status),
      ]);
      const byStatus = { pending: 0, answered: 0 };
      for (const c of counts) byStatus[c.status] = c.n;
      const total = query.status ? byStatus[query.status] : byStatus.pending + byStatus.answered;
      return {
        questions: await toAdminQuestions(rows),
        counts: byStatus,
        ...pageInfo(query, total),
      };
    },

    /** Admin: answers (or corrects the answer to) a question; the product page shows it. */
    async answer(adminId: string, id: string, answer: string): Promise<AdminQuestion> {
      if (!UUID.test(id)) throw questionNotFound();
      const [row] = await db
        .update(questions)
        .set({ answer, answeredBy: adminId, answeredAt: new Date(), status: 'answered' })
        .where(eq(questions.id, id))
        .returning();
      if (!row) throw questionNotFound();
      catalog.invalidateProduct(row.productId);
      const [question] = await toAdminQuestions([row]);
      return question!;
    },

    async remove(id: string): Promise<void> {
      if (!UUID.test(id)) throw questionNotFound();
      const [row] = await db
        .delete(questions)
        .where(eq(questions.id, id))
        .returning({ productId: questions.productId });
      if (!row) throw questionNotFound();
      catalog.invalidateProduct(row.productId);
    },
  };
}
export type QnaService = ReturnType<typeof createQnaService>;
