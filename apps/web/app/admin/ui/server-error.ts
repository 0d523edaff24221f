import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '#app/lib/api-client.ts';

/** One problem the API names by field (`error.details.issues` of a 400): `zones.2.states`, `name`. */
export type FieldIssue = { field: string; message: string };

/** The server's field issues of a failed call, else none. */
export function serverIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { error?: { details?: { issues?: unknown } } } | undefined;
  const issues = body?.error?.details?.issues;
  return Array.isArray(issues)
    ? issues.filter(
        (i): i is FieldIssue => typeof i?.field === 'string' && typeof i?.message === 'string',
      )
    : [];
}

/**
 * Shows a failed save in the form: each issue the API names by a field of the form under that
 * field, else the API's message (its JSON envelope's error.message) above the buttons.
 */
export function showServerError<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  error: unknown,
) {
  const fields = Object.keys(form.getValues());
  const placed = serverIssues(error).filter((i) => fields.includes(i.field.split('.')[0]!));
  for (const issue of placed) {
    form.setError(issue.field as Path<T>, { type: 'server', message: issue.message });
  }
  if (placed.length > 0) return;
  const message = error instanceof Error ? error.message : 'Something went wrong';
  form.setError('root.server', { type: 'server', message });
}
