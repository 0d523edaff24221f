import type { SettingsSectionMeta } from '@propwash/domain/settings/admin-schemas';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';

/** A labelled input; `hint` sits under it. */
export function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  type?: string;
  inputMode?: 'numeric' | 'decimal' | 'email' | 'tel' | 'text';
  prefix?: string;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <div className="relative">
        {props.prefix && (
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">
            {props.prefix}
          </span>
        )}
        <Input
          id={props.id}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          value={props.value}
          className={props.prefix ? 'pl-7' : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </div>
      {props.hint && <p className="text-xs text-slate-500">{props.hint}</p>}
    </div>
  );
}

/** "Last saved 24 Nov 2026, 10:15 by Asha Rao" or "Using the defaults". */
export function SavedBy({ meta }: { meta: SettingsSectionMeta }) {
  if (!meta.updatedAt)
    return <p className="text-xs text-slate-500">Not saved yet: using the defaults.</p>;
  const when = new Date(meta.updatedAt).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <p className="text-xs text-slate-500">
      Last saved {when}
      {meta.updatedBy ? ` by ${meta.updatedBy}` : ''}
    </p>
  );
}

/** The first zod issue as "field: message" (the server answers in the same form). */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid value';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Rupees typed by a person → paise; NaN for anything that is not a non-negative amount. */
export function rupeesInputToPaise(value: string): number {
  const trimmed = value.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

export const paiseToInput = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

export function wholeNumber(value: string): number {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

/** Refuses a NaN amount with a readable message before the schema's own check. */
export function checkAmounts(amounts: Record<string, number>): string | null {
  for (const [label, n] of Object.entries(amounts)) {
    if (Number.isNaN(n)) return `${label}: enter an amount in rupees (e.g. 999 or 999.50)`;
  }
  return null;
}
