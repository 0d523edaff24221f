import {
  attributeInputSchema,
  attributeTypes,
  MAX_SPEC_TEXT,
  type Attribute,
  type AttributeType,
} from '@propwash/domain/catalog/specs';
import type { AdminCategory } from '@propwash/domain/catalog/admin-category-schemas';
import { z } from 'zod';
import { ApiError } from '#app/lib/api-client.ts';
import { formSchema } from '#app/admin/ui/form-schema.ts';
import { serverIssues } from '#app/admin/ui/server-error.ts';
import { splitValues } from './product-form-state.ts';

/** How each type reads in the admin. */
export const attributeTypeLabel: Record<AttributeType, string> = {
  number: 'Number',
  choice: 'Choice',
  text: 'Text',
};

/** What each type is for, under the type select. */
export const attributeTypeHint: Record<AttributeType, string> = {
  number: 'A measure with a unit (capacity in mAh, KV); filtered by range',
  choice: 'One of a fixed list (connector, build); filtered by ticking values',
  text: 'Free text (stator size 2212); shown, not filtered',
};

/** The attribute form as typed: choices as one comma-separated line. */
const attributeFields = z
  .object({
    key: z.string(),
    name: z.string(),
    type: z.enum(attributeTypes),
    unit: z.string(),
    choices: z.string(),
    categories: z.array(z.string()),
  })
  .superRefine((f, ctx) => {
    // Under the one choices input (the body's issues would name one choice by its position).
    if (f.type === 'choice' && splitValues(f.choices).some((c) => c.length > MAX_SPEC_TEXT)) {
      ctx.addIssue({
        code: 'custom',
        path: ['choices'],
        message: `Each choice is at most ${MAX_SPEC_TEXT} characters`,
      });
    }
  });
export type AttributeFormState = z.input<typeof attributeFields>;

/**
 * The form → POST/PUT /api/admin/attributes body, checked by the API's own schema. Only a
 * number has a unit and only a choice has choices: what another type would keep is never shown.
 */
export const attributeFormSchema = formSchema(
  attributeFields,
  (f) => ({
    key: f.key,
    name: f.name,
    type: f.type,
    unit: f.type === 'number' ? f.unit : '',
    choices: f.type === 'choice' ? splitValues(f.choices) : [],
    // A form that lost a box (RHF answers one box's value alone, not in a list) still sends a list.
    categories: [...new Set(Array.isArray(f.categories) ? f.categories : [])],
  }),
  attributeInputSchema,
);

export function attributeFormValues(a: Attribute | null): AttributeFormState {
  return {
    key: a?.key ?? '',
    name: a?.name ?? '',
    type: a?.type ?? 'number',
    unit: a?.unit ?? '',
    choices: a?.choices.join(', ') ?? '',
    categories: a?.categories ?? [],
  };
}

/** A key made from a name: "Discharge rate" → discharge_rate (lowercase, digits and _). */
export function keyFromName(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .slice(0, 30)
    .replace(/_+$/, '');
}

/** The field of the attribute form a failed save names, and the message to show under it. */
export function attributeErrorField(
  error: unknown,
): { field: keyof AttributeFormState; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const fields = Object.keys(attributeFormValues(null)) as (keyof AttributeFormState)[];
  const issue = serverIssues(error).find((i) =>
    fields.includes(i.field.split('.')[0] as keyof AttributeFormState),
  );
  if (issue) {
    return {
      field: issue.field.split('.')[0] as keyof AttributeFormState,
      message: issue.message,
    };
  }
  // "key: …" names its field, as every 400 of the API does.
  const named = /^(\w+): (.+)$/s.exec(error.message);
  if (named && fields.includes(named[1] as keyof AttributeFormState)) {
    return { field: named[1] as keyof AttributeFormState, message: named[2]! };
  }
  // A conflict on save is the key: another attribute has it.
  if (error.status === 409) return { field: 'key', message: error.message };
  return null;
}

/** "Airplanes › Electric" for 'airplanes/electric'; an unknown path as it is. */
export function categoryLabel(path: string, categories: readonly AdminCategory[]): string {
  const byPath = new Map(categories.map((c) => [c.path, c.name]));
  const [top, sub] = path.split('/');
  if (!sub) return byPath.get(path) ?? path;
  return `${byPath.get(top!) ?? top} › ${byPath.get(path) ?? sub}`;
}

/**
 * Attributes whose name, key, unit or a choice has `search`, used in `category` (any when ''):
 * assigned to it, to its parent (a subcategory has its parent's) or to one of its subcategories.
 */
export function filterAttributes(
  attributes: readonly Attribute[],
  filters: { search: string; category: string },
): Attribute[] {
  const q = filters.search.trim().toLowerCase();
  const cat = filters.category;
  const usedIn = (c: string) => c === cat || c.startsWith(`${cat}/`) || cat.startsWith(`${c}/`);
  return attributes.filter(
    (a) =>
      (!cat || a.categories.some(usedIn)) &&
      (!q || [a.name, a.key, a.unit, ...a.choices].some((t) => t.toLowerCase().includes(q))),
  );
}
