import type { AdminCategory } from '@propwash/domain/catalog/admin-category-schemas';
import { useQuery } from '@tanstack/react-query';
import { FolderTree, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  categoriesQueryOptions,
  useDeleteCategory,
} from '#app/admin/features/catalog/catalog.queries.ts';
import { CategoryFormDialog, type Editing } from './category-form-dialog.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { AskDialog } from '#app/admin/ui/confirm-dialog.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { PageHeader, AddButton } from '#app/admin/ui/page-header.tsx';
import { LoadFailed } from '#app/admin/ui/list-states.tsx';
import type { Route } from './+types/categories-page';
import { EditDeleteIcons } from '#app/admin/ui/row-actions.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Categories | Propwash Admin' }];

export default function CategoriesPage() {
  const categories = useQuery(categoriesQueryOptions());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const remove = useDeleteCategory();
  const all = categories.data ?? [];
  const tops = all.filter((c) => c.parentId === null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Category deleted!');
      setDeleting(null);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status !== 0 ? error.message : 'Failed to delete',
      );
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Category management"
        actions={
          <AddButton
            label="Add category"
            onClick={() => setEditing({ category: null, parentId: null })}
          />
        }
      >
        Top-level categories and their subcategories, as the shop&apos;s menus and pages show them.
        A category products use cannot be deleted: move the products or disable it.
      </PageHeader>

      {categories.isError ? (
        <LoadFailed>{categories.error.message}</LoadFailed>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
          {categories.isPending
            ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-40" />)
            : tops.map((top) => (
                <Card key={top.id} className="flex min-w-0 flex-col p-4">
                  <CategoryHeading
                    category={top}
                    count={all
                      .filter((c) => c.parentId === top.id)
                      .reduce((sum, c) => sum + c.productCount, top.productCount)}
                    onEdit={() => setEditing({ category: top, parentId: null })}
                    onDelete={() => setDeleting(top)}
                  />
                  <ul className="mt-3 flex-1 space-y-1 border-t border-slate-100 pt-3">
                    {all
                      .filter((c) => c.parentId === top.id)
                      .map((child) => (
                        <li key={child.id}>
                          <CategoryHeading
                            category={child}
                            small
                            onEdit={() => setEditing({ category: child, parentId: top.id })}
                            onDelete={() => setDeleting(child)}
                          />
                        </li>
                      ))}
                  </ul>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-2 self-start"
                    onClick={() => setEditing({ category: null, parentId: top.id })}
                  >
                    <Plus aria-hidden /> Add subcategory
                  </Button>
                </Card>
              ))}
        </div>
      )}

      {editing && (
        <CategoryFormDialog editing={editing} parents={tops} onClose={() => setEditing(null)} />
      )}
      <AskDialog
        open={deleting !== null}
        title="Delete category"
        description="Are you sure you want to delete this category?"
        detail={deleting && `${deleting.name} (${deleting.path})`}
        confirmLabel="Delete"
        confirmVariant="destructive"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function CategoryHeading({
  category,
  small,
  count = category.productCount,
  onEdit,
  onDelete,
}: {
  category: AdminCategory;
  small?: boolean;
  /** Products here, with a top-level category's subcategories counted in. */
  count?: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {!small &&
        (category.image ? (
          <img src={category.image} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <FolderTree className="size-5" aria-hidden />
          </span>
        ))}
      <div className="min-w-0 flex-1">
        <p
          className={
            small ? 'truncate text-sm text-slate-800' : 'truncate font-semibold text-slate-900'
          }
        >
          {category.name}
          {!category.enabled && (
            <Badge variant="neutral" className="ml-2">
              Disabled
            </Badge>
          )}
        </p>
        <p className="text-xs break-all text-slate-500">
          /{category.path} · {count} product{count === 1 ? '' : 's'}
        </p>
      </div>
      <EditDeleteIcons name={category.name} onEdit={onEdit} onDelete={onDelete} />
    </div>
  );
}
