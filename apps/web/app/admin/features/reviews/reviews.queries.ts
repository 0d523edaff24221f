import type { AdminQuestion, AdminQuestionList } from '@propwash/domain/qna/schemas';
import type { AdminReview, AdminReviewList } from '@propwash/domain/reviews/schemas';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminPageQuery } from '#app/admin/ui/admin-query.ts';

export const PAGE_SIZE = 20;

export type ReviewFilter = '' | AdminReview['status'];
export type QuestionFilter = '' | AdminQuestion['status'];

export const moderationKeys = {
  all: ['admin-moderation'] as const,
  reviews: (status: ReviewFilter, page: number) =>
    [...moderationKeys.all, 'reviews', { status, page }] as const,
  questions: (status: QuestionFilter, page: number) =>
    [...moderationKeys.all, 'questions', { status, page }] as const,
};

function pagePath(base: string, status: string, page: number) {
  const q = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
  if (status) q.set('status', status);
  return `${base}?${q}`;
}

export function reviewsQueryOptions(status: ReviewFilter, page: number) {
  return adminPageQuery<AdminReviewList>(
    moderationKeys.reviews(status, page),
    pagePath('/reviews/admin/all', status, page),
    'Failed to load reviews',
  );
}

export function questionsQueryOptions(status: QuestionFilter, page: number) {
  return adminPageQuery<AdminQuestionList>(
    moderationKeys.questions(status, page),
    pagePath('/qna', status, page),
    'Failed to load questions',
  );
}

const write = { auth: true, fallbackMessage: 'Operation failed' } as const;

export const approveReview = (id: string) =>
  apiRequest<AdminReview>(`/reviews/admin/${id}/approve`, { ...write, method: 'PUT' });

export const rejectReview = (id: string, reason: string) =>
  apiRequest<AdminReview>(`/reviews/admin/${id}/reject`, {
    ...write,
    method: 'PUT',
    body: { reason },
  });

export const deleteReview = (id: string) =>
  apiRequest<unknown>(`/reviews/admin/${id}`, { ...write, method: 'DELETE' });

export const answerQuestion = (id: string, answer: string) =>
  apiRequest<AdminQuestion>(`/qna/${id}/answer`, { ...write, method: 'PUT', body: { answer } });

export const deleteQuestion = (id: string) =>
  apiRequest<unknown>(`/qna/${id}`, { ...write, method: 'DELETE' });
