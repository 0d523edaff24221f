import {
  createCategoryBodySchema,
  type AdminCategory,
} from '@propwash/domain/catalog/admin-category-schemas';
import { ImagePlus } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useSaveCategory } from '#app/admin/features/catalog/catalog.queries.ts';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { useImageUpload } from '#app/admin/ui/use-image-upload.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { toast } from '#app/ui/toaster.tsx';

export type Editing = { category: AdminCategory | null; parentId: string | null };

/** The inputs' text → POST/PUT /api/categories body (blank slug: made from the name). */
const categoryFormSchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    parentId: z.string(),
    icon: z.string(),
    image: z.string(),
    description: z.string(),
    enabled: z.boolean(),
    returnable: z.boolean(),
    sortOrder: z.string(),
  })
  .transform(({ slug, ...f }): z.input<typeof createCategoryBodySchema> => ({
    ...f,
    ...(slug.trim() && { slug }),
    parentId: f.parentId || null,
    image: f.image || null,
    sortOrder: Number(f.sortOrder) || 0,
  }))
  .pipe(createCategoryBodySchema);

/** Add or edit a category (or a subcategory of `editing.parentId`). */
export function CategoryFormDialog({
  editing,
  parents,
  onClose,
}: {
  editing: Editing;
  parents: AdminCategory[];
  onClose: () => void;
}) {
  const c = editing.category;
  const form = useSchemaForm(categoryFormSchema, {
    name: c?.name ?? '',
    slug: c?.slug ?? '',
    parentId: c?.parentId ?? editing.parentId ?? '',
    icon: c?.icon ?? 'fas fa-tag',
    image: c?.image ?? '',
    description: c?.description ?? '',
    enabled: c?.enabled ?? true,
    returnable: c?.returnable ?? true,
    sortOrder: String(c?.sortOrder ?? 0),
  });
  const image = useWatch({ control: form.control, name: 'image' });
  const upload = useImageUpload((url) => form.setValue('image', url, { shouldDirty: true }));
  const save = useSaveCategory();

  async function submit(body: z.output<typeof categoryFormSchema>) {
    try {
      await save.mutateAsync({ id: c?.id, body });
    } catch (err) {
      toast.error(err instanceof ApiError && err.status !== 0 ? err.message : 'Failed to save');
      throw err;
    }
    toast.success(c ? 'Category updated!' : 'Category created!');
    onClose();
  }

  const canHaveParent = !c || c.childCount === 0;
  return (
    <FormDialog
      form={form}
      idPrefix="cat"
      className="max-w-xl"
      formClassName="grid gap-4 sm:grid-cols-2"
      title={c ? 'Edit category' : 'Add category'}
      description="The slug is the category's web address: /category/slug."
      submitLabel={c ? 'Save changes' : 'Add category'}
      busy={save.isPending}
      submitDisabled={upload.uploading}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField name="name" label="Name *" />
      <TextField name="slug" label="Slug" placeholder="Made from the name if blank" />
      <SelectField name="parentId" label="Parent" disabled={!canHaveParent}>
        <option value="">None (top level)</option>
        {parents
          .filter((p) => p.id !== c?.id)
          .map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
      </SelectField>
      <TextField name="icon" label="Icon" />
      <div className="flex items-end gap-3 sm:col-span-2">
        {image && <img src={image} alt="" className="size-12 shrink-0 rounded-lg object-cover" />}
        <TextField
          name="image"
          label="Image"
          className="flex-1"
          placeholder="Upload or paste an image URL"
        />
        <label className="inline-flex h-10 shrink-0 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50">
          <ImagePlus className="size-4" aria-hidden />
          {upload.uploading ? 'Uploading…' : 'Upload'}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(e) => void upload.upload(e.target.files?.[0])}
          />
        </label>
      </div>
      <TextAreaField name="description" label="Description" className="sm:col-span-2" />
      <TextField name="sortOrder" label="Order" inputMode="numeric" />
      <CheckboxField name="enabled" label="Enabled (shown in the shop)" className="self-end pb-2" />
      <CheckboxField
        name="returnable"
        label="Returnable (customers may ask to return it)"
        className="sm:col-span-2"
      />
    </FormDialog>
  );
}
