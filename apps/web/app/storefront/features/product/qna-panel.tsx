import { formatIndiaTime } from '@propwash/domain/india-time';
import type { Question } from '@propwash/domain/qna/schemas';
import { MessageCircleQuestion } from '#app/ui/icons.tsx';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { apiRequest, ApiError } from '#app/lib/api-client.ts';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';
import { useApiData } from '#app/lib/use-api-data.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { inputClassName } from '#app/ui/field-styles.ts';

/** Questions and answers; a signed-in customer's new question goes first. */
export function QnaPanel({
  productId,
  initial,
}: {
  productId: string;
  initial: Question[] | null;
}) {
  const user = useStoredUser();
  const location = useLocation();
  const [questions, setQuestions] = useState<Question[]>(initial ?? []);
  const [error, setError] = useState('');
  const [isBusy, setIsBusy] = useState(false);

  // Normally rendered from the loader; fetched here only when the server could not list them.
  useApiData(
    initial ? null : productId,
    (signal, id) => apiRequest<Question[]>(`/qna/product/${id}`, { signal }),
    { onData: setQuestions },
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const question = String(new FormData(form).get('question') ?? '').trim();
    if (!question) {
      setError('Question is required');
      return;
    }
    setIsBusy(true);
    setError('');
    try {
      const created = await apiRequest<Question>('/qna', {
        method: 'POST',
        auth: true,
        body: { productId, question },
        fallbackMessage: 'Could not send your question',
      });
      setQuestions((list) => [created, ...list]);
      form.reset();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Could not send your question');
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="space-y-6">
      {user ? (
        <form
          onSubmit={(event) => void onSubmit(event)}
          className="flex flex-col gap-2 sm:flex-row"
        >
          <label htmlFor="qna-question" className="sr-only">
            Your question
          </label>
          <input
            id="qna-question"
            name="question"
            maxLength={500}
            placeholder="Have a question? Ask the community and our team"
            aria-invalid={error ? true : undefined}
            className={inputClassName}
          />
          <button type="submit" disabled={isBusy} className={buttonVariants()}>
            {isBusy ? 'Sending…' : 'Ask question'}
          </button>
        </form>
      ) : (
        <p className="text-sm text-slate-700">
          <Link
            to={paths.login(location.pathname)}
            className="font-semibold text-brand-700 underline"
          >
            Sign in
          </Link>{' '}
          to ask a question.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      {questions.length === 0 ? (
        <p className="flex items-center gap-2 text-slate-600">
          <MessageCircleQuestion className="size-5 text-slate-400" aria-hidden />
          No questions yet. Be the first to ask!
        </p>
      ) : (
        <ul className="space-y-4">
          {questions.map((q) => (
            <li key={q.id} className="rounded-card border border-slate-200 bg-white p-4">
              <p className="font-semibold text-slate-900">Q: {q.question}</p>
              <p className="mt-0.5 text-xs text-slate-500">
                {q.askedBy} · {formatIndiaTime(q.createdAt, 'date')}
              </p>
              {q.answer ? (
                <p className="mt-2 text-sm text-slate-700">
                  <strong>A:</strong> {q.answer}
                  {q.answeredBy && (
                    <span className="block text-xs text-slate-500">— {q.answeredBy}</span>
                  )}
                </p>
              ) : (
                <p className="mt-2 text-sm text-slate-500 italic">Waiting for answer...</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
