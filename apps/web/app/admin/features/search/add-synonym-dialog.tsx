import {
  normalizeSearchText,
  vocabularyInputSchema,
  type VocabularyGroup,
  type VocabularyInput,
} from '@propwash/domain/catalog/search';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { TextField } from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { SearchField } from '#app/admin/ui/search-field.tsx';
import { cn } from '#app/lib/cn.ts';
import { fieldErrorClassName } from '#app/ui/field-styles.ts';
import { toast } from '#app/ui/toaster.tsx';
import { useSaveGroup } from './search.queries.ts';
import { WordChips } from './word-chips.tsx';

const modes = ['existing', 'new', 'ignore'] as const;
type Mode = (typeof modes)[number];
type Values = { mode: Mode; groupId: string; word: string };
type Request = { id: string | null; body: VocabularyInput };

/** The call a choice makes: the chosen group with the query added, a new group, or the ignored words. */
function requestOf(v: Values, query: string, groups: VocabularyGroup[]): Request | null {
  if (v.mode === 'new') return { id: null, body: { kind: 'synonyms', words: [query, v.word] } };
  if (v.mode === 'ignore') {
    const ignored = groups.find((g) => g.kind === 'ignore');
    const words = ignored ? [...ignored.words, query] : [query];
    return { id: ignored?.id ?? null, body: { kind: 'ignore', words } };
  }
  const group = groups.find((g) => g.id === v.groupId && g.kind === 'synonyms');
  return group
    ? { id: group.id, body: { kind: 'synonyms', words: [...group.words, query] } }
    : null;
}

/** Each choice checked by the endpoint's own schema; its message goes under the field it is about. */
function addSynonymSchema(query: string, groups: VocabularyGroup[]) {
  return z
    .object({ mode: z.enum(modes), groupId: z.string(), word: z.string() })
    .superRefine((v, ctx) => {
      const field = v.mode === 'new' ? 'word' : v.mode === 'existing' ? 'groupId' : 'mode';
      const fail = (message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      if (v.mode === 'new' && !v.word.trim()) return fail('Type a word that means the same');
      if (v.mode === 'new' && normalizeSearchText(v.word) === query)
        return fail('Type another word than the search itself');
      const request = requestOf(v, query, groups);
      if (!request) return fail('Choose a group');
      const parsed = vocabularyInputSchema.safeParse(request.body);
      if (!parsed.success) fail(parsed.error.issues[0]?.message ?? 'Check the words');
    })
    .transform((v): Request => {
      const request = requestOf(v, query, groups)!;
      return { ...request, body: vocabularyInputSchema.parse(request.body) };
    });
}

/** Why the search itself cannot be a vocabulary word (too long, odd characters), if it cannot. */
function problemOf(query: string): string | null {
  const parsed = vocabularyInputSchema.safeParse({ kind: 'ignore', words: [query] });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Not a word search can use');
}

/**
 * "Add a synonym" for a search that found nothing: add it to an existing synonym group (picked
 * from a searchable list), start a new group with a word the owner types, or mark it ignored.
 */
export function AddSynonymDialog(props: {
  query: string;
  groups: VocabularyGroup[];
  onClose: () => void;
}) {
  const { query, groups, onClose } = props;
  const synonyms = groups.filter((g) => g.kind === 'synonyms');
  const save = useSaveGroup();
  const form = useSchemaForm(addSynonymSchema(query, groups), {
    mode: synonyms.length > 0 ? 'existing' : 'new',
    groupId: '',
    word: '',
  });
  const problem = problemOf(query);

  async function submit(request: Request) {
    const mode = form.getValues('mode');
    await save.mutateAsync(request);
    toast.success(mode === 'ignore' ? `"${query}" is now ignored by search` : 'Synonym added');
    onClose();
  }

  return (
    <FormDialog
      form={form}
      idPrefix="add-synonym"
      className="max-w-xl"
      title="Add a synonym"
      description={
        <>
          Shoppers searched for <strong className="text-slate-900">{query}</strong> and found
          nothing. Tell search what it means.
        </>
      }
      submitLabel="Save"
      busy={save.isPending}
      submitDisabled={problem !== null}
      onClose={onClose}
      onSubmit={submit}
    >
      {problem ? (
        <p role="alert" className={fieldErrorClassName}>
          &ldquo;{query}&rdquo; cannot be added to the vocabulary: {problem}
        </p>
      ) : (
        <ModeChoices query={query} synonyms={synonyms} />
      )}
    </FormDialog>
  );
}

function ModeChoices({ query, synonyms }: { query: string; synonyms: VocabularyGroup[] }) {
  const { register, control, formState } = useFormContext<Values>();
  const mode = useWatch({ control, name: 'mode' });
  const modeError = formState.errors.mode?.message;
  const choice = (value: Mode, title: string, text: string, disabled = false) => (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border p-3',
        mode === value ? 'border-brand-500 bg-brand-50/50' : 'border-slate-200',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      <input
        type="radio"
        value={value}
        disabled={disabled}
        className="mt-0.5 size-4 shrink-0 accent-brand-700"
        {...register('mode')}
      />
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{title}</span>
        <span className="block text-xs text-slate-600">{text}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">What {query} means</legend>
      {choice(
        'existing',
        'Add it to a group',
        synonyms.length > 0
          ? `“${query}” then finds what the group's words find.`
          : 'There are no synonym groups yet.',
        synonyms.length === 0,
      )}
      {mode === 'existing' && <GroupPicker synonyms={synonyms} />}
      {choice('new', 'Start a new group', `“${query}” and a word you type mean the same.`)}
      {mode === 'new' && (
        <TextField
          name="word"
          label="Means the same as"
          placeholder="e.g. helicopter"
          autoComplete="off"
          className="pl-7"
        />
      )}
      {choice(
        'ignore',
        'Ignore it',
        `Search leaves “${query}” out of a query instead of finding nothing.`,
      )}
      {modeError && <p className={fieldErrorClassName}>{modeError}</p>}
    </fieldset>
  );
}

/** The synonym groups, narrowed by a word typed in the box; one is chosen with its radio. */
function GroupPicker({ synonyms }: { synonyms: VocabularyGroup[] }) {
  const { register, formState } = useFormContext<Values>();
  const [text, setText] = useState('');
  const find = normalizeSearchText(text);
  const shown = find ? synonyms.filter((g) => g.words.some((w) => w.includes(find))) : synonyms;
  const error = formState.errors.groupId?.message;
  return (
    <div className="space-y-2 pl-7">
      {synonyms.length > 5 && (
        <SearchField label="Find a group by a word" value={text} onChange={setText} />
      )}
      <div
        role="radiogroup"
        aria-label="Synonym groups"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'add-synonym-groupId-error' : undefined}
        className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
      >
        {shown.map((g) => (
          <label
            key={g.id}
            className="flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50 has-checked:bg-brand-50/60"
          >
            <input
              type="radio"
              value={g.id}
              className="mt-1 size-4 shrink-0 accent-brand-700"
              aria-label={`Synonyms of ${g.words[0]}`}
              {...register('groupId')}
            />
            <WordChips words={g.words} label={`Synonyms of ${g.words[0]}`} size="sm" />
          </label>
        ))}
        {shown.length === 0 && (
          <p className="px-3 py-4 text-sm text-slate-500">No group has &ldquo;{text}&rdquo;.</p>
        )}
      </div>
      {error && (
        <p id="add-synonym-groupId-error" className={fieldErrorClassName}>
          {error}
        </p>
      )}
    </div>
  );
}
