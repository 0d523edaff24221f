import { CircleAlert, CircleCheck } from '#app/ui/icons.tsx';
import type { ReactNode } from 'react';

const tones = {
  error: {
    role: 'alert',
    Icon: CircleAlert,
    className: 'bg-danger-50 text-danger-700 ring-danger-600/20',
  },
  success: {
    role: 'status',
    Icon: CircleCheck,
    className: 'bg-success-50 text-success-700 ring-success-600/20',
  },
} as const;

/** A message at the top of a form; errors are announced at once (role alert). */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  const { role, Icon, className } = tones[tone];
  return (
    <p role={role} className={`flex items-start gap-2 rounded-lg p-3 text-sm ring-1 ${className}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{children}</span>
    </p>
  );
}
