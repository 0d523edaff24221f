import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A message at the top of a form; errors are announced at once (role alert). */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
}) {
  if (tone === 'success') {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg bg-success-50 p-3 text-sm text-success-700 ring-1 ring-success-600/20"
      >
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{children}</span>
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg bg-danger-50 p-3 text-sm text-danger-700 ring-1 ring-danger-600/20"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
