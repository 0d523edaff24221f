import type { SettingsSectionMeta } from '@propwash/domain/settings/admin-schemas';
import type { ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { formatIst } from './settings-history.ts';

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
  invalid?: boolean;
  /** Id of a message about this field (an error beside it). */
  describedBy?: string;
  className?: string;
}) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const describedBy = [hintId, props.describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', props.className)}>
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
          aria-invalid={props.invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </div>
      {props.hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {props.hint}
        </p>
      )}
    </div>
  );
}

/** "Last saved 24 Nov 2026, 10:15 am IST by Asha Rao" or "Using the defaults". */
export function SavedBy({ meta }: { meta: SettingsSectionMeta }) {
  if (!meta.updatedAt)
    return <p className="text-xs text-slate-500">Not saved yet: using the defaults.</p>;
  return (
    <p className="text-xs text-slate-500">
      Last saved {formatIst(meta.updatedAt)}
      {meta.updatedBy ? ` by ${meta.updatedBy}` : ''}
    </p>
  );
}
