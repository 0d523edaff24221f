import {
  normalizeSearchText,
  vocabularyInputSchema,
  type VocabularyGroup,
  type VocabularyInput,
  type VocabularyKind,
} from '@propwash/domain/catalog/search';
import { useId, useState } from 'react';
import { get, useController, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { Button } from '#app/ui/button.tsx';
import { fieldErrorClassName, labelClassName } from '#app/ui/field-styles.ts';
import { Input } from '#app/ui/input.tsx';
import { WordChips } from './word-chips.tsx';

type Values = z.input<typeof vocabularyInputSchema>;

const copy = {
  synonyms: {
    add: 'Add synonym group',
    label: 'Words that mean the same',
    hint: 'Two or more words or short phrases. A search for any of them finds what the others find.',
    placeholder: 'e.g. aeroplane',
  },
  ignore: {
    add: 'Add ignored words',
    label: 'Ignored words',
    hint: 'Words that say nothing about a product ("rc", "model"): search leaves them out of a query instead of finding nothing.',
    placeholder: 'e.g. rc',
  },
} as const;

/** Add or edit a vocabulary group: its words as chips, typed one at a time. */
export function GroupFormDialog(props: {
  group: VocabularyGroup | null;
  kind: VocabularyKind;
  busy: boolean;
  onClose: () => void;
  onSave: (body: VocabularyInput) => unknown;
}) {
  const { group, kind } = props;
  const form = useSchemaForm(vocabularyInputSchema, { kind, words: group?.words ?? [] });
  const text = copy[kind];
  return (
    <FormDialog
      form={form}
      idPrefix="vocabulary"
      className="max-w-lg"
      title={kind === 'ignore' ? text.label : group ? `Synonyms of ${group.words[0]}` : text.add}
      description={text.hint}
      submitLabel={group ? 'Save changes' : text.add}
      busy={props.busy}
      onClose={props.onClose}
      onSubmit={props.onSave}
    >
      <WordsField label={text.label} placeholder={text.placeholder} />
    </FormDialog>
  );
}

/** The first message of the words field: the list's own, or one word's. */
function wordsError(errors: object): string | undefined {
  const e: unknown = get(errors, 'words');
  if (!e || typeof e !== 'object') return undefined;
  const own = (e as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const item of Object.values(e) as unknown[]) {
    const message = (item as { message?: unknown } | null)?.message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** Chips of the words so far and a box that adds one (Enter, a comma, or Add). */
function WordsField({ label, placeholder }: { label: string; placeholder: string }) {
  const id = useId();
  const { control, formState } = useFormContext<Values>();
  const { field } = useController({ control, name: 'words' });
  const [text, setText] = useState('');
  const words = field.value;
  const error = wordsError(formState.errors);

  function add(raw: string) {
    const typed = raw.split(',').map(normalizeSearchText).filter(Boolean);
    setText('');
    if (typed.length > 0) field.onChange([...new Set([...words, ...typed])]);
  }

  return (
    <div className="space-y-2">
      <p className={labelClassName}>{label}</p>
      {words.length > 0 ? (
        <WordChips
          words={words}
          label={label}
          onRemove={(word) => field.onChange(words.filter((w) => w !== word))}
        />
      ) : (
        <p className="text-sm text-slate-500">No words yet.</p>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          aria-label="Add a word"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="enter"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            const value = e.target.value;
            if (value.includes(',')) {
              const cut = value.lastIndexOf(',');
              add(value.slice(0, cut));
              setText(value.slice(cut + 1));
            } else setText(value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && text.trim()) {
              e.preventDefault();
              add(text);
            }
          }}
          onBlur={() => {
            add(text);
            field.onBlur();
          }}
        />
        <Button type="button" variant="outline" onClick={() => add(text)}>
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Press Enter or type a comma after each word.
      </p>
      {error && (
        <p id={`${id}-error`} className={fieldErrorClassName}>
          {error}
        </p>
      )}
    </div>
  );
}
