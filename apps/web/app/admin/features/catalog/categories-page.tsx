import {
  createCategoryBodySchema,
  type AdminCategory,
} from '@propwash/domain/catalog/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, FolderTree, ImagePlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  categoriesQueryOptions,
  useDeleteCategory,
  useSaveCategory,
} from '#app/admin/features/catalog/catalog.queries.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { uploadImage } from '#app/lib/upload-image.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/dialog.tsx';
import { checkboxClassName, fieldErrorClassName, inputClassName } from '#app/ui/field-styles.ts';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/categories-page';

export const meta: Route.MetaFunction = () => [{ title: 'Categories | Propwash Admin' }];

type Editing = { category: AdminCategory | null; parentId: string | null };

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
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Category management</h1>
          <p className="mt-1 text-sm text-slate-600">
            Top-level categories and their subcategories, as the shop&apos;s menus and pages show
            them. A category products use cannot be deleted: move the products or disable it.
          </p>
        </div>
        <Button onClick={() => setEditing({ category: null, parentId: null })}>
          <Plus aria-hidden /> Add category
        </Button>
      </div>

      {categories.isError ? (
        <Card role="alert" className="flex items-center gap-3 p-6">
          <CircleAlert className="size-6 text-danger-600" aria-hidden />
          <p className="font-semibold">{categories.error.message}</p>
        </Card>
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
        <CategoryDialog editing={editing} parents={tops} onClose={() => setEditing(null)} />
      )}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete category</DialogTitle>
            <DialogDescription>Are you sure you want to delete this category?</DialogDescription>
          </DialogHeader>
          <p className="text-sm font-medium text-slate-900">
            {deleting?.name} ({deleting?.path})
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => void confirmDelete()}
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
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
      <Button variant="ghost" size="icon" className="size-8" onClick={onEdit}>
        <Pencil aria-hidden />
        <span className="sr-only">Edit {category.name}</span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-danger-700 hover:bg-danger-50 hover:text-danger-700"
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
        <span className="sr-only">Delete {category.name}</span>
      </Button>
    </div>
  );
}

function CategoryDialog({
  editing,
  parents,
  onClose,
}: {
  editing: Editing;
  parents: AdminCategory[];
  onClose: () => void;
}) {
  const c = editing.category;
  const [form, setForm] = useState({
    name: c?.name ?? '',
    slug: c?.slug ?? '',
    parentId: c?.parentId ?? editing.parentId ?? '',
    icon: c?.icon ?? 'fas fa-tag',
    image: c?.image ?? '',
    description: c?.description ?? '',
    enabled: c?.enabled ?? true,
    sortOrder: String(c?.sortOrder ?? 0),
  });
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const save = useSaveCategory();
  const set = (key: keyof typeof form, value: string | boolean) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function onImage(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      set('image', await uploadImage(file));
      toast.success('Image uploaded!');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Upload failed');
    } finally {
      setUploading(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = createCategoryBodySchema.safeParse({
      name: form.name,
      ...(form.slug.trim() && { slug: form.slug }),
      parentId: form.parentId || null,
      icon: form.icon,
      image: form.image || null,
      description: form.description,
      enabled: form.enabled,
      sortOrder: Number(form.sortOrder) || 0,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Failed to save');
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ id: c?.id, body: parsed.data });
      toast.success(c ? 'Category updated!' : 'Category created!');
      onClose();
    } catch (err) {
      toast.error(err instanceof ApiError && err.status !== 0 ? err.message : 'Failed to save');
    }
  }

  const canHaveParent = !c || c.childCount === 0;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{c ? 'Edit category' : 'Add category'}</DialogTitle>
          <DialogDescription>
            The slug is the category&apos;s web address: /category/slug.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="cat-name">Name *</Label>
            <Input id="cat-name" value={form.name} onChange={(e) => set('name', e.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="cat-slug">Slug</Label>
            <Input
              id="cat-slug"
              value={form.slug}
              placeholder="Made from the name if blank"
              onChange={(e) => set('slug', e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="cat-parent">Parent</Label>
            <NativeSelect
              id="cat-parent"
              value={form.parentId}
              disabled={!canHaveParent}
              onChange={(e) => set('parentId', e.target.value)}
            >
              <option value="">None (top level)</option>
              {parents
                .filter((p) => p.id !== c?.id)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="cat-icon">Icon</Label>
            <Input id="cat-icon" value={form.icon} onChange={(e) => set('icon', e.target.value)} />
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="cat-image">Image</Label>
            <div className="flex items-center gap-3">
              {form.image && (
                <img src={form.image} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
              )}
              <Input
                id="cat-image"
                value={form.image}
                placeholder="Upload or paste an image URL"
                onChange={(e) => set('image', e.target.value)}
              />
              <label className="inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50">
                <ImagePlus className="size-4" aria-hidden />
                {uploading ? 'Uploading…' : 'Upload'}
                <input
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  onChange={(e) => void onImage(e.target.files?.[0])}
                />
              </label>
            </div>
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="cat-description">Description</Label>
            <textarea
              id="cat-description"
              rows={3}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              className={`${inputClassName} h-auto py-2`}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="cat-order">Order</Label>
            <Input
              id="cat-order"
              inputMode="numeric"
              value={form.sortOrder}
              onChange={(e) => set('sortOrder', e.target.value)}
            />
          </div>
          <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className={checkboxClassName}
              checked={form.enabled}
              onChange={(e) => set('enabled', e.target.checked)}
            />
            Enabled (shown in the shop)
          </label>
          {error && <p className={`${fieldErrorClassName} sm:col-span-2`}>{error}</p>}
          <DialogFooter className="sm:col-span-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending || uploading}>
              {c ? 'Save changes' : 'Add category'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
