import {
  normalizeSearchText,
  type VocabularyGroup,
  type VocabularyInput,
  type VocabularyKind,
} from '@propwash/domain/catalog/search';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { useQuery } from '@tanstack/react-query';
import { BookA, EyeOff, Pencil, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '#app/admin/ui/confirm-dialog.tsx';
import { type DataColumn } from '#app/admin/ui/data-table.tsx';
import { actionsColumn, ListTable } from '#app/admin/ui/list-table.tsx';
import { AddButton } from '#app/admin/ui/page-header.tsx';
import {
  changeLogAction,
  deleteAction,
  editAction,
  RowActions,
} from '#app/admin/ui/row-actions.tsx';
import { SearchField } from '#app/admin/ui/search-field.tsx';
import { useItemEditor } from '#app/admin/ui/use-item-editor.ts';
import { paths } from '#app/lib/paths.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { GroupFormDialog } from './group-form-dialog.tsx';
import { deleteGroup, saveGroup, searchKeys, vocabularyQueryOptions } from './search.queries.ts';
import { WordChips } from './word-chips.tsx';

const nameOf = (g: VocabularyGroup) =>
  g.kind === 'ignore' ? 'the ignored words' : `the synonyms of ${g.words[0]}`;

/** The words search uses: the ignored words, then the synonym groups, each editable. */
export function VocabularyTab() {
  const vocabulary = useQuery(vocabularyQueryOptions());
  const groups = vocabulary.data?.groups;
  const [kind, setKind] = useState<VocabularyKind>('synonyms');
  const [find, setFind] = useState('');
  const navigate = useNavigate();
  const editor = useItemEditor<VocabularyGroup, VocabularyInput>({
    queryKey: searchKeys.vocabulary(),
    save: saveGroup,
    remove: deleteGroup,
    savedMessage: (added) => (added ? 'Group added' : 'Group saved'),
    deletedMessage: 'Group deleted',
  });

  const open = (k: VocabularyKind, group: VocabularyGroup | 'new') => {
    setKind(k);
    editor.setEditing(group);
  };
  const askDelete = (g: VocabularyGroup) =>
    editor.confirm({
      title: `Delete ${nameOf(g)}?`,
      description:
        g.kind === 'ignore'
          ? 'Search stops leaving these words out of a query.'
          : `Search stops treating ${g.words.join(', ')} as the same.`,
      confirmLabel: 'Delete',
      destructive: true,
      run: () => editor.remove.mutate(g.id),
    });
  const rowActions = (g: VocabularyGroup, compact: boolean) => (
    <RowActions
      compact={compact}
      actions={[
        editAction(nameOf(g), () => open(g.kind, g)),
        changeLogAction(nameOf(g), () =>
          navigate(paths.admin.audit({ kind: 'search_vocabulary', recordId: g.id })),
        ),
        deleteAction(nameOf(g), () => askDelete(g)),
      ]}
    />
  );

  const ignored = groups?.filter((g) => g.kind === 'ignore');
  const word = normalizeSearchText(find);
  const synonyms = groups
    ?.filter((g) => g.kind === 'synonyms')
    .filter((g) => !word || g.words.some((w) => w.includes(word)));
  const total = groups?.filter((g) => g.kind === 'synonyms').length ?? 0;

  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="flex items-center gap-2 font-semibold text-slate-900">
              <EyeOff className="size-4 text-slate-500" aria-hidden /> Ignored words
            </h2>
            <p className="text-sm text-slate-600">
              Words that say nothing about a product. Search leaves them out of a query instead of
              finding nothing.
            </p>
          </div>
          {ignored && ignored.length === 0 && (
            <Button variant="outline" size="sm" onClick={() => open('ignore', 'new')}>
              <Plus aria-hidden /> Add ignored words
            </Button>
          )}
        </div>
        <div className="mt-3 space-y-3">
          {!ignored ? (
            <Skeleton className="h-7 w-64" />
          ) : ignored.length === 0 ? (
            <p className="text-sm text-slate-500">No ignored words yet.</p>
          ) : (
            ignored.map((g) => (
              <div key={g.id} className="flex flex-wrap items-start justify-between gap-2">
                <WordChips words={g.words} label="Ignored words" className="min-w-0 flex-1" />
                <div className="flex gap-1">
                  <Button variant="ghost" size="sm" onClick={() => open('ignore', g)}>
                    <Pencil aria-hidden /> Edit
                    <span className="sr-only"> the ignored words</span>
                  </Button>
                  {ignored.length > 1 && rowActions(g, true)}
                </div>
              </div>
            ))
          )}
        </div>
      </Card>

      <section aria-labelledby="synonym-groups" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h2 id="synonym-groups" className="font-semibold text-slate-900">
              Synonym groups
            </h2>
            <p className="text-sm text-slate-600">
              {groups
                ? `${total} ${total === 1 ? 'group' : 'groups'}. A search for one word of a group also finds the others.`
                : 'Loading the vocabulary…'}
            </p>
          </div>
          <AddButton label="Add synonym group" onClick={() => open('synonyms', 'new')} />
        </div>
        {total > 5 && (
          <SearchField
            label="Find a group by a word"
            placeholder="Find a word…"
            value={find}
            onChange={setFind}
            className="max-w-sm"
          />
        )}
        <ListTable
          error={vocabulary.error}
          errorTitle="Failed to load the vocabulary"
          rows={synonyms}
          emptyIcon={BookA}
          emptyTitle={word ? 'No group has this word' : 'No synonym groups yet'}
          emptyText={
            word
              ? 'Try another word.'
              : 'Add words that mean the same in your shop, like aeroplane, airplane and plane.'
          }
          caption="Synonym groups, by their first word"
          columns={columns(rowActions)}
          rowKey={(g) => g.id}
          skeletonRows={4}
          card={(g) => (
            <>
              <WordChips words={g.words} label={`Synonyms of ${g.words[0]}`} />
              {rowActions(g, false)}
            </>
          )}
        />
      </section>

      {editor.dialog && (
        <GroupFormDialog
          key={editor.item?.id ?? `new-${kind}`}
          group={editor.item}
          kind={kind}
          {...editor.dialog}
        />
      )}
      <ConfirmDialog {...editor.confirmDialog} />
    </div>
  );
}

function columns(
  actions: (g: VocabularyGroup, compact: boolean) => ReactNode,
): DataColumn<VocabularyGroup>[] {
  return [
    {
      id: 'Words',
      header: 'Words',
      cell: (g) => <WordChips words={g.words} label={`Synonyms of ${g.words[0]}`} />,
    },
    {
      id: 'Changed',
      header: 'Changed',
      className: 'px-4 py-3 whitespace-nowrap text-slate-600',
      cell: (g) => formatIndiaTime(g.updatedAt, 'date'),
    },
    actionsColumn((g) => actions(g, true)),
  ];
}
