/** The first message per top-level field of a failed zod parse. */
export function fieldErrorsOf<Field extends string>(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as Field;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The account contract's zod schemas, loaded when a form is first submitted: zod stays out of the
 * pages' first-load JavaScript, and the rules stay the server's own.
 */
export function loadAccountSchemas() {
  return import('@propwash/domain/accounts/schemas');
}
