import type { AdminCategory } from '@propwash/domain/catalog/admin-category-schemas';
import type { Attribute } from '@propwash/domain/catalog/specs';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { AskDialog } from '#app/admin/ui/confirm-dialog.tsx';
import type { DataColumn } from '#app/admin/ui/data-table.tsx';
import { FilterBar, FilterSelect } from '#app/admin/ui/filter-bar.tsx';
import { actionsColumn, ListTable } from '#app/admin/ui/list-table.tsx';
import { AddButton, PageHeader } from '#app/admin/ui/page-header.tsx';
import { deleteAction, editAction, RowActions } from '#app/admin/ui/row-actions.tsx';
import { SearchField, useDebouncedFilter } from '#app/admin/ui/search-field.tsx';
import { useUrlFilters } from '#app/admin/ui/url-filters.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { Badge } from '#app/ui/badge.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/specifications-page';
import { AttributeFormDialog } from './attribute-form-dialog.tsx';
import { attributeTypeLabel, categoryLabel, filterAttributes } from './attribute-form-state.ts';
import {
  attributesQueryOptions,
  categoriesQueryOptions,
  useDeleteAttribute,
} from './catalog.queries.ts';
import { categoryOptions } from './category-options.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Specifications | Propwash Admin' }];

/** Choices shown in a row before "+N more". */
const SHOWN_CHOICES = 6;

type Filters = { page: number; search: string; category: string };
const filtersFrom = (params: URLSearchParams): Filters => ({
  page: 1,
  search: params.get('search') ?? '',
  category: params.get('category') ?? '',
});

/** A delete being asked: first plainly, then (products carry values) with `force`. */
type Deleting =
  { attribute: Attribute; force: false } | { attribute: Attribute; force: true; reason: string };

/**
 * Specifications: the attributes products are described, filtered and compared by (a battery's
 * cells and capacity, a motor's KV), each given to categories (docs/decisions/specifications.md).
 */
export default function SpecificationsPage() {
  const [filters, setFilter] = useUrlFilters(filtersFrom);
  const attributes = useQuery(attributesQueryOptions());
  const categories = useQuery(categoriesQueryOptions());
  const cats = categories.data ?? [];
  const [editing, setEditing] = useState<Attribute | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const remove = useDeleteAttribute();
  const rows = attributes.data && filterAttributes(attributes.data, filters);

  async function confirmDelete() {
    if (!deleting) return;
    const { attribute, force } = deleting;
    try {
      await remove.mutateAsync({ id: attribute.id, force });
    } catch (error) {
      if (!force && error instanceof ApiError && error.status === 409) {
        // Products carry values of it: say so, and ask again before removing them too.
        setDeleting({ attribute, force: true, reason: error.message.replace(/\.?$/, '.') });
        return;
      }
      toast.error(
        error instanceof ApiError && error.status !== 0 ? error.message : 'Failed to delete',
      );
      return;
    }
    toast.success(`${attribute.name} deleted!`);
    setDeleting(null);
  }

  const rowActions = (a: Attribute, compact: boolean) => (
    <RowActions
      compact={compact}
      actions={[
        editAction(a.name, () => setEditing(a)),
        deleteAction(a.name, () => setDeleting({ attribute: a, force: false })),
      ]}
    />
  );
  const filtered = filters.search !== '' || filters.category !== '';

  return (
    <div className="space-y-6">
      <PageHeader
        title="Specifications"
        descriptionClassName="max-w-3xl"
        actions={<AddButton label="Add specification" onClick={() => setEditing('new')} />}
      >
        What shoppers filter and compare by: a battery&apos;s cells and capacity, a motor&apos;s KV.
        Each is defined once and given to categories (a subcategory has its parent&apos;s too);
        products fill them in on their form.
      </PageHeader>

      <FilterBar>
        <SearchFilter value={filters.search} onChange={(search) => setFilter({ search })} />
        <FilterSelect
          aria-label="Category"
          className="w-full sm:w-64"
          value={filters.category}
          onChange={(category) => setFilter({ category })}
          options={['', ...categoryOptions(cats).map((o) => o.value)]}
          labels={Object.fromEntries([
            ['', 'All categories'],
            ...categoryOptions(cats).map((o) => [
              o.value,
              o.depth ? `\u00a0\u00a0\u00a0— ${o.label}` : o.label,
            ]),
          ])}
        />
      </FilterBar>

      <ListTable
        error={attributes.error}
        errorTitle="Failed to load specifications"
        rows={rows}
        emptyIcon={SlidersHorizontal}
        emptyTitle={filtered ? 'No specifications found' : 'No specifications yet'}
        emptyText={
          filtered
            ? 'Try another search or category.'
            : 'Add one (Capacity in mAh, say) and give it to the categories whose products have it.'
        }
        caption="Specifications, by name"
        tableClassName="min-w-[56rem]"
        columns={attributeColumns(cats, rowActions)}
        rowKey={(a) => a.id}
        cardsUntil="md"
        card={(a) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{a.name}</p>
                <p className="font-mono text-xs text-slate-500">{a.key}</p>
              </div>
              <TypeBadge attribute={a} />
            </div>
            {a.type === 'choice' && <Choices choices={a.choices} />}
            <p className="text-xs text-slate-600">
              <span className="font-medium text-slate-700">Categories: </span>
              <CategoryList paths={a.categories} categories={cats} />
            </p>
            {rowActions(a, false)}
          </>
        )}
      />

      {editing && (
        <AttributeFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          attribute={editing === 'new' ? null : editing}
          categories={cats}
          onClose={() => setEditing(null)}
        />
      )}
      <AskDialog
        role="alertdialog"
        open={deleting !== null}
        title={
          deleting?.force
            ? `Products carry ${deleting.attribute.name} values`
            : `Delete ${deleting?.attribute.name ?? ''}?`
        }
        description={
          deleting?.force
            ? `${deleting.reason} Deleting it anyway removes those values from the products and their versions too, and cannot be undone. To keep the values, cancel.`
            : 'It leaves the product forms, pages and filters of its categories. If products carry a value of it, you are told how many before anything is removed.'
        }
        confirmLabel={deleting?.force ? 'Delete it and the values' : 'Delete'}
        confirmVariant="destructive"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function attributeColumns(
  categories: AdminCategory[],
  actions: (a: Attribute, compact: boolean) => ReactNode,
): DataColumn<Attribute>[] {
  return [
    {
      id: 'Name',
      header: 'Name',
      isRowHeader: true,
      className: 'px-4 py-3 text-left font-normal',
      cell: (a) => (
        <>
          <p className="font-semibold text-slate-900">{a.name}</p>
          <p className="font-mono text-xs text-slate-500">{a.key}</p>
        </>
      ),
    },
    { id: 'Type', header: 'Type', cell: (a) => <TypeBadge attribute={a} /> },
    {
      id: 'Choices',
      header: 'Choices',
      className: 'px-4 py-3 max-w-72',
      cell: (a) => (a.type === 'choice' ? <Choices choices={a.choices} /> : <Dash />),
    },
    {
      id: 'Categories',
      header: 'Categories',
      className: 'px-4 py-3 max-w-80 text-slate-700',
      cell: (a) => <CategoryList paths={a.categories} categories={categories} />,
    },
    actionsColumn((a) => actions(a, true)),
  ];
}

function SearchFilter(props: { value: string; onChange: (search: string) => void }) {
  const [text, setText] = useDebouncedFilter(props.value, props.onChange);
  return (
    <SearchField
      label="Search specifications"
      placeholder="Name, key, unit or choice"
      value={text}
      onChange={setText}
    />
  );
}

/** The type, with a number's unit: "Number · mAh". */
function TypeBadge({ attribute: a }: { attribute: Attribute }) {
  return (
    <Badge variant={a.type === 'number' ? 'soft' : a.type === 'choice' ? 'success' : 'neutral'}>
      {attributeTypeLabel[a.type]}
      {a.type === 'number' && a.unit && ` · ${a.unit}`}
    </Badge>
  );
}

function Choices({ choices }: { choices: string[] }) {
  const more = choices.length - SHOWN_CHOICES;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`${choices.length} choices`}>
      {choices.slice(0, SHOWN_CHOICES).map((c) => (
        <li key={c}>
          <Badge variant="neutral" className="font-medium">
            {c}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li
          className="self-center text-xs text-slate-500"
          title={choices.slice(SHOWN_CHOICES).join(', ')}
        >
          +{more} more
        </li>
      )}
    </ul>
  );
}

function CategoryList(props: { paths: string[]; categories: AdminCategory[] }) {
  if (props.paths.length === 0) return <span className="text-slate-500">None yet</span>;
  return <>{props.paths.map((p) => categoryLabel(p, props.categories)).join(', ')}</>;
}

function Dash() {
  return (
    <>
      <span className="text-slate-400" aria-hidden>
        —
      </span>
      <span className="sr-only">None</span>
    </>
  );
}
