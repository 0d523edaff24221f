import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { FilterChips } from '#app/ui/filter-chips.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/ui/tabs.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/reviews-page';
import { QuestionsPanel } from './questions-panel.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';
import {
  questionsQueryOptions,
  reviewsQueryOptions,
  type QuestionFilter,
  type ReviewFilter,
} from './reviews.queries.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Reviews & Q&A | Propwash Admin' }];

const reviewFilters: { value: ReviewFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All' },
];
const questionFilters: { value: QuestionFilter; label: string }[] = [
  { value: 'pending', label: 'Unanswered' },
  { value: 'answered', label: 'Answered' },
  { value: '', label: 'All' },
];

/** Reviews and Q&A: two tabs, moderation and answers. State lives in the URL. */
export default function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'qna' ? 'qna' : 'reviews';
  const status = params.get('status');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // Each tab opens on what needs attention: pending reviews, unanswered questions.
  const reviewStatus: ReviewFilter =
    status === 'approved' || status === 'rejected' || status === '' ? status : 'pending';
  const questionStatus: QuestionFilter =
    status === 'answered' || status === '' ? status : 'pending';

  const reviews = useQuery(reviewsQueryOptions(reviewStatus, tab === 'reviews' ? page : 1));
  const questions = useQuery(questionsQueryOptions(questionStatus, tab === 'qna' ? page : 1));

  function go(next: { tab?: string; status?: string; page?: number }) {
    const q = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab === 'qna') q.set('tab', 'qna');
    if (next.status !== undefined) q.set('status', next.status);
    else if (!next.tab && status !== null) q.set('status', status);
    if (next.page && next.page > 1) q.set('page', String(next.page));
    setParams(q, { replace: true, preventScrollReset: true });
  }

  const rc = reviews.data?.counts;
  const reviewTotal = rc ? rc.pending + rc.approved + rc.rejected : undefined;
  const qc = questions.data?.counts;

  return (
    <div className="space-y-6">
      <PageHeader title="Reviews & Q&A">
        Reviews appear on product pages once approved and count in the product&apos;s rating.
        Answers appear under the customer&apos;s question.
      </PageHeader>
      <Tabs value={tab} onValueChange={(value) => go({ tab: value })}>
        <TabsList>
          <TabsTrigger value="reviews">
            Reviews{reviewTotal !== undefined && ` (${reviewTotal})`}
          </TabsTrigger>
          <TabsTrigger value="qna">Q&amp;A{qc && ` (${qc.pending} pending)`}</TabsTrigger>
        </TabsList>
        <TabsContent value="reviews" className="space-y-4 pt-4">
          <FilterChips
            label="Review status"
            value={reviewStatus}
            onChange={(value) => go({ status: value })}
            options={reviewFilters}
            counts={rc}
          />
          <ReviewsPanel
            reviews={reviews}
            status={reviewStatus}
            onPage={(p) => go({ status: reviewStatus, page: p })}
          />
        </TabsContent>
        <TabsContent value="qna" className="space-y-4 pt-4">
          <FilterChips
            label="Question status"
            value={questionStatus}
            onChange={(value) => go({ status: value })}
            options={questionFilters}
            counts={qc}
          />
          <QuestionsPanel
            questions={questions}
            status={questionStatus}
            onPage={(p) => go({ status: questionStatus, page: p })}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
