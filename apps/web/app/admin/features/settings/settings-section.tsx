import type { AdminSettings } from '@propwash/domain/settings/admin-schemas';
import type { SettingsSection, ShopSettings } from '@propwash/domain/settings/defaults';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { ApiError } from '#app/lib/api-client.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { SavedBy } from './settings-fields.tsx';
import { firstIssue } from './settings-input.ts';
import { saveSettingsSection } from './settings.queries.ts';
import type { FieldIssue } from './shipping-zones.ts';

export type SaveProps = { data: AdminSettings; onSaved: (data: AdminSettings) => void };

type Problem = { message: string; issues: FieldIssue[] };

/** The server's issues for a 400 (`error.details.issues`), else none. */
function serverIssues(error: Error): FieldIssue[] {
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
 * Validates one section with its shared schema, then saves it; the first problem shows under the
 * form and as a toast, and every issue is kept for screens that place them beside their fields.
 */
export function useSectionSave<K extends SettingsSection>(
  section: K,
  schema: z.ZodType,
  label: string,
  onSaved: (data: AdminSettings) => void,
) {
  const [problem, setProblem] = useState<Problem | null>(null);
  const mutation = useMutation({
    mutationFn: (value: ShopSettings[K]) => saveSettingsSection(section, value),
    onSuccess: (data) => {
      setProblem(null);
      toast.success(`${label} settings saved`);
      onSaved(data);
    },
    onError: (e) => {
      setProblem({ message: e.message, issues: serverIssues(e) });
      toast.error(e.message);
    },
  });
  function submit(value: unknown, precheck: string | null = null) {
    if (precheck) return setProblem({ message: precheck, issues: [] });
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      return setProblem({
        message: firstIssue(parsed.error),
        issues: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
      });
    }
    setProblem(null);
    mutation.mutate(parsed.data as ShopSettings[K]);
  }
  return {
    submit,
    error: problem?.message ?? null,
    issues: problem?.issues ?? [],
    busy: mutation.isPending,
    /** Forgets the last problem (rows moved, so its field paths no longer fit). */
    clear: () => setProblem(null),
  };
}

export function SectionCard(props: {
  title: string;
  description: ReactNode;
  meta: AdminSettings['meta'][SettingsSection];
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <Card className="p-4 sm:p-6">
      <form noValidate onSubmit={submit} className="space-y-5">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{props.title}</h2>
          <p className="mt-1 text-sm text-slate-600">{props.description}</p>
        </div>
        {props.children}
        {props.error && (
          <p role="alert" className="text-sm text-danger-700">
            {props.error}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <SavedBy meta={props.meta} />
          <Button type="submit" disabled={props.busy}>
            {props.busy ? 'Saving…' : `Save ${props.title.toLowerCase()}`}
          </Button>
        </div>
      </form>
    </Card>
  );
}
