import { formatIndiaTime } from '@propwash/domain/india-time';
import {
  answerQuestionBodySchema,
  type AdminQuestion,
  type AdminQuestionList,
} from '@propwash/domain/qna/schemas';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { MessageCircleQuestion, Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ConfirmDialog, type Confirmation } from '#app/admin/ui/confirm-dialog.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { Pager } from '#app/admin/ui/pager.tsx';
import { fieldErrorClassName } from '#app/ui/field-styles.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';

import { toast } from '#app/ui/toaster.tsx';
import {
  answerQuestion,
  deleteQuestion,
  moderationKeys,
  type QuestionFilter,
} from './reviews.queries.ts';
import { LoadError, SkeletonItems } from '#app/admin/ui/list-states.tsx';
import { pagerOf } from '#app/admin/ui/list-table.tsx';

function AnswerForm(props: {
  question: AdminQuestion;
  busy: boolean;
  onAnswer: (answer: string, done: () => void) => void;
}) {
  const [editing, setEditing] = useState(props.question.answer === null);
  const form = useSchemaForm(answerQuestionBodySchema, { answer: props.question.answer ?? '' });
  const answer = useWatch({ control: form.control, name: 'answer' });
  const error = form.formState.errors.answer?.message;
  if (!editing) {
    return (
      <div className="rounded-lg bg-success-50 px-3 py-2 text-sm">
        <p className="text-slate-800">{props.question.answer}</p>
        <p className="mt-1 flex items-center gap-2 text-xs text-slate-500">
          {props.question.answeredBy && `Answered by ${props.question.answeredBy}`}
          {props.question.answeredAt && ` on ${formatIndiaTime(props.question.answeredAt, 'date')}`}
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> Edit answer
          </Button>
        </p>
      </div>
    );
  }
  const id = `answer-${props.question.id}`;
  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={form.handleSubmit((body) => props.onAnswer(body.answer, () => setEditing(false)))}
    >
      <label htmlFor={id} className="sr-only">
        Answer to “{props.question.question}”
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={2000}
        {...form.register('answer')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="Write the answer customers will see on the product page"
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500/30"
      />
      {error && (
        <p id={`${id}-error`} className={fieldErrorClassName}>
          {error}
        </p>
      )}
      <div className="flex gap-2">
        {/* The submit stays disabled while the answer is empty. */}
        <Button type="submit" size="sm" disabled={!answer.trim() || props.busy}>
          <Send aria-hidden /> Submit answer
        </Button>
        {props.question.answer !== null && (
          <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

export function QuestionsPanel(props: {
  questions: UseQueryResult<AdminQuestionList>;
  status: QuestionFilter;
  onPage: (page: number) => void;
}) {
  const { questions } = props;
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });

  if (questions.isError) {
    return <LoadError title="Failed to load questions" message={questions.error.message} />;
  }
  const data = questions.data;
  if (data && data.questions.length === 0) {
    return (
      <Card className="flex flex-col items-center px-6 py-14 text-center">
        <MessageCircleQuestion className="size-8 text-brand-700" aria-hidden />
        <p className="mt-3 font-semibold text-slate-900">
          {props.status === 'pending' ? 'Every question has an answer' : 'No questions yet'}
        </p>
      </Card>
    );
  }

  return (
    <Card className="overflow-hidden">
      <ul className="divide-y divide-slate-100" aria-busy={questions.isPending}>
        {data?.questions.map((q) => (
          <li key={q.id} className="space-y-2 px-4 py-4 sm:px-6">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <Badge variant={q.status === 'pending' ? 'warning' : 'success'}>{q.status}</Badge>
              <Link
                to={`/product/${q.productId}`}
                target="_blank"
                className="font-medium text-brand-800 hover:underline"
              >
                {q.productName}
              </Link>
              <span className="text-xs text-slate-500">
                {q.askedBy}
                {q.askedByEmail && ` (${q.askedByEmail})`} · {formatIndiaTime(q.createdAt, 'date')}
              </span>
            </div>
            <p className="font-medium text-slate-900">Q: {q.question}</p>
            <AnswerForm
              question={q}
              busy={change.isPending}
              onAnswer={(answer, done) =>
                change.mutate(() => answerQuestion(q.id, answer), {
                  onSuccess: () => {
                    toast.success('Answer published!');
                    done();
                  },
                  // A failed answer shows a toast: the owner who typed it must know it was not saved.
                  onError: (error) => toast.error(error.message),
                })
              }
            />
            <Button
              variant="ghost"
              size="sm"
              className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
              onClick={() =>
                setConfirmation({
                  title: 'Delete this question?',
                  description: 'It disappears from the product page with its answer.',
                  confirmLabel: 'Delete question',
                  destructive: true,
                  run: () =>
                    change.mutate(() => deleteQuestion(q.id), {
                      onSuccess: () => {
                        toast.success('Question deleted!');
                        setConfirmation(null);
                      },
                      onError: (error) => toast.error(error.message),
                    }),
                })
              }
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          </li>
        )) ?? (
          <SkeletonItems
            count={3}
            className="space-y-2 px-6 py-4"
            bars={['h-4 w-48', 'h-4 w-72', 'h-14 w-full']}
          />
        )}
      </ul>
      {data && <Pager {...pagerOf('Question pages', data, props.onPage)} />}
      <ConfirmDialog
        confirmation={confirmation}
        busy={change.isPending}
        onClose={() => setConfirmation(null)}
      />
    </Card>
  );
}
