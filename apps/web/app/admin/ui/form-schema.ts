import { rupeesToPaise } from '@propwash/domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { z } from 'zod';

/*
 * Admin forms hold what the inputs hold (text), and validate with the domain's own zod schema
 * (docs/architecture.md, "The same schemas validate forms in the web app"): the helpers below turn
 * a text input into the value a domain schema takes and pipe it into that schema, so the message a
 * shop owner reads under a field is the server's own wording.
 */

/** A number typed in a text input (commas allowed); blank gives `blank`, else NaN, which schemas refuse. */
export function numberOf(text: string, blank = Number.NaN): number {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? blank : Number(trimmed);
}

/** A number typed in a text input; blank gives `blank` (undefined: the schema's "required"). */
export function numberText<T extends z.ZodType<unknown, number | null | undefined>>(
  schema: T,
  blank?: number | null,
) {
  return z
    .string()
    .transform((text) => {
      const trimmed = text.trim().replace(/,/g, '');
      return trimmed === '' ? blank : Number(trimmed);
    })
    .pipe(schema);
}

/** Rupees typed by a person, stored as paise; anything but an amount is refused by name. */
export function rupeesText<T extends z.ZodType<unknown, number>>(paiseSchema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      const trimmed = text.trim().replace(/,/g, '');
      if (/^\d+(\.\d{1,2})?$/.test(trimmed)) return rupeesToPaise(Number(trimmed));
      ctx.addIssue({ code: 'custom', message: 'Enter an amount in rupees (e.g. 999 or 999.50)' });
      return z.NEVER;
    })
    .pipe(paiseSchema);
}

/** Whole numbers separated by commas or spaces ("3, 6, 9"), sorted and without repeats. */
export function numberListText<T extends z.ZodType<unknown, number[]>>(schema: T) {
  return z
    .string()
    .transform((text, ctx) => {
      const parts = text.split(/[\s,]+/).filter(Boolean);
      if (parts.some((p) => !/^\d+$/.test(p))) {
        ctx.addIssue({ code: 'custom', message: 'Whole numbers separated by commas' });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))].sort((a, b) => a - b);
    })
    .pipe(schema);
}

/**
 * A form's schema: `fields` are what its inputs hold, `toBody` turns them into the request body,
 * and `body` (the API's own schema from packages/domain) checks that; issues keep the body's
 * field names, so name form fields like the body's.
 */
export function formSchema<F extends z.ZodObject, B extends z.ZodType<unknown, FieldValues>>(
  fields: F,
  toBody: (values: z.output<F>) => z.input<B>,
  body: B,
) {
  return fields
    .transform(toBody)
    .pipe(body as unknown as z.ZodType<z.output<B>, Awaited<z.input<B>>>);
}

/** Paise as the text a rupee input starts with: 99900 → "999", 99950 → "999.50". */
export const paiseText = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

/**
 * A react-hook-form form validated by `schema` (inputs' values in, the request body out): the
 * one way admin forms are made. The first render's schema and values are the form's.
 */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: z.input<S>,
) {
  const [resolver] = useState(() => zodResolver(schema));
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues: defaultValues as DefaultValues<z.input<S>>,
  });
}
