import type {
  GrievanceBody,
  GrievanceCreated,
  GrievancePublic,
} from '@propwash/domain/legal/grievances';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';

// The grievance page's calls (docs/decisions/grievances.md).

export type GrievanceField = keyof GrievanceBody;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** POST /api/grievances; a signed-in customer's token links the ticket to their account. */
export function fileGrievance(body: Record<GrievanceField, string>): Promise<GrievanceCreated> {
  return apiRequest<GrievanceCreated>('/grievances', {
    method: 'POST',
    body,
    auth: true,
    fallbackMessage: 'Could not send your complaint',
  });
}

/** GET /api/grievances/lookup: the ticket when the ticket number and the email both match. */
export function lookupGrievance(ticket: string, email: string): Promise<GrievancePublic> {
  const q = new URLSearchParams({ ticket, email });
  return apiRequest<GrievancePublic>(`/grievances/lookup?${q}`, {
    fallbackMessage: 'Could not look the ticket up',
  });
}

/** The server's 400 as one message per field (the first for each), for the fields of a form. */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const issues = (error.body as { error?: { details?: { issues?: unknown } } } | undefined)?.error
    ?.details?.issues;
  const out: FieldErrors<F> = {};
  if (!Array.isArray(issues)) return out;
  for (const issue of issues as { field?: unknown; message?: unknown }[]) {
    const field = String(issue.field ?? '') as F;
    if (fields.includes(field) && typeof issue.message === 'string') out[field] ??= issue.message;
  }
  return out;
}
