import { formatIndiaTime } from '@propwash/domain/india-time';
import type { AdminReview, AdminReviewList } from '@propwash/domain/reviews/schemas';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { BadgeCheck, Check, MessageSquareText, Star, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, type Confirmation } from '#app/admin/ui/confirm-dialog.tsx';
import { Pager } from '#app/admin/ui/pager.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';

import { RejectReviewDialog } from './reject-review-dialog.tsx';
import { toast } from '#app/ui/toaster.tsx';
import {
  approveReview,
  deleteReview,
  moderationKeys,
  rejectReview,
  type ReviewFilter,
} from './reviews.queries.ts';
import { LoadError, SkeletonItems } from '#app/admin/ui/list-states.tsx';
import { pagerOf } from '#app/admin/ui/list-table.tsx';

const statusBadge: Record<AdminReview['status'], 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={i < rating ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-slate-300'}
        />
      ))}
    </span>
  );
}

export function ReviewsPanel(props: {
  reviews: UseQueryResult<AdminReviewList>;
  status: ReviewFilter;
  onPage: (page: number) => void;
}) {
  const { reviews } = props;
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<AdminReview | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
  const act = (run: () => Promise<unknown>, success: string, after?: () => void) =>
    change.mutate(run, {
      onSuccess: () => {
        toast.success(success);
        after?.();
      },
      onError: (error) => toast.error(error.message),
    });

  if (reviews.isError) {
    return <LoadError title="Failed to load reviews" message={reviews.error.message} />;
  }
  const data = reviews.data;
  if (data && data.reviews.length === 0) {
    return (
      <Card className="flex flex-col items-center px-6 py-14 text-center">
        <MessageSquareText className="size-8 text-brand-700" aria-hidden />
        <p className="mt-3 font-semibold text-slate-900">
          {props.status ? `No ${props.status} reviews` : 'No reviews yet'}
        </p>
      </Card>
    );
  }

  return (
    <Card className="overflow-hidden">
      <ul className="divide-y divide-slate-100" aria-busy={reviews.isPending}>
        {data?.reviews.map((r) => (
          <li key={r.id} className="space-y-2 px-4 py-4 sm:px-6">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Stars rating={r.rating} />
              <Badge variant={statusBadge[r.status]}>{r.status}</Badge>
              {r.verified && (
                <Badge variant="soft">
                  <BadgeCheck aria-hidden className="size-3.5" /> Verified purchase
                </Badge>
              )}
              <span className="text-xs text-slate-500">{formatIndiaTime(r.createdAt, 'date')}</span>
            </div>
            <p className="text-sm">
              <Link
                to={`/product/${r.productId}`}
                target="_blank"
                className="font-medium text-brand-800 hover:underline"
              >
                {r.productName}
              </Link>
              <span className="text-slate-500">
                {' '}
                · by {r.userName}
                {r.userEmail && ` (${r.userEmail})`}
              </span>
            </p>
            <div>
              <p className="font-semibold text-slate-900">{r.title}</p>
              <p className="text-sm whitespace-pre-line text-slate-700">{r.comment}</p>
            </div>
            {r.status === 'rejected' && r.rejectReason && (
              <p className="text-sm text-danger-700">Rejected: {r.rejectReason}</p>
            )}
            <div className="flex flex-wrap gap-2 pt-1">
              {r.status !== 'approved' && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => act(() => approveReview(r.id), 'Review approved!')}
                >
                  <Check aria-hidden /> Approve
                </Button>
              )}
              {r.status !== 'rejected' && (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={change.isPending}
                  onClick={() => {
                    setRejecting(r);
                  }}
                >
                  <X aria-hidden /> Reject
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
                onClick={() =>
                  setConfirmation({
                    title: 'Delete this review?',
                    description: `“${r.title}” by ${r.userName} is removed for good; the product's rating is recomputed.`,
                    confirmLabel: 'Delete review',
                    destructive: true,
                    run: () =>
                      act(
                        () => deleteReview(r.id),
                        'Review deleted!',
                        () => setConfirmation(null),
                      ),
                  })
                }
              >
                <Trash2 aria-hidden /> Delete
              </Button>
            </div>
          </li>
        )) ?? (
          <SkeletonItems
            count={3}
            className="space-y-2 px-6 py-4"
            bars={['h-4 w-32', 'h-4 w-64', 'h-10 w-full']}
          />
        )}
      </ul>
      {data && <Pager {...pagerOf('Review pages', data, props.onPage)} />}

      {rejecting && (
        <RejectReviewDialog
          key={rejecting.id}
          review={rejecting}
          busy={change.isPending}
          onClose={() => setRejecting(null)}
          onReject={(reason) =>
            change
              .mutateAsync(() => rejectReview(rejecting.id, reason))
              .then(() => {
                toast.success('Review rejected');
                setRejecting(null);
              })
          }
        />
      )}
      <ConfirmDialog
        confirmation={confirmation}
        busy={change.isPending}
        onClose={() => setConfirmation(null)}
      />
    </Card>
  );
}
