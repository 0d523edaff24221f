import type { ReactNode } from 'react';

/** One line of a totals list (inside a `<dl>`): the label left, the amount right. */
export function SummaryRow({
  label,
  children,
  tone,
}: {
  label: ReactNode;
  children: ReactNode;
  /** The amount's classes (default: dark tabular figures). */
  tone?: string;
}) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className={tone ?? 'text-slate-900 tabular-nums'}>{children}</dd>
    </div>
  );
}
