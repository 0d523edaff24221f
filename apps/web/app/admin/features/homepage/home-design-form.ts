import { homeDesignBodySchema, type HomeDesign } from '@propwash/domain/content/schemas';
import { z } from 'zod';
import { formSchema, numberOf } from '#app/admin/ui/form-schema.ts';

type Draft = Omit<HomeDesign, 'updatedAt'>;
type Featured = Draft['featuredProducts'];

/** The designer's form: the design as it is, but the featured count as typed. */
export type DesignForm = Omit<Draft, 'featuredProducts'> & {
  featuredProducts: Omit<Featured, 'count'> & { count: string };
};

/** The designer's form → PUT /api/content/home, checked by that route's own schema. */
export const designFormSchema = formSchema(
  z.object({
    banner: z.custom<DesignForm['banner']>(),
    featuredProducts: z.custom<DesignForm['featuredProducts']>(),
    specialOffers: z.custom<DesignForm['specialOffers']>(),
    megaSale: z.custom<DesignForm['megaSale']>(),
  }),
  (d) => ({
    ...d,
    featuredProducts: { ...d.featuredProducts, count: numberOf(d.featuredProducts.count) },
  }),
  homeDesignBodySchema,
);

export function designFormValues(design: HomeDesign): DesignForm {
  const { updatedAt: _, ...draft } = design;
  return {
    ...draft,
    featuredProducts: { ...draft.featuredProducts, count: String(draft.featuredProducts.count) },
  };
}

/** The typed featured count when it is one the grid can show, else null. */
export function validCount(text: string, range: { min: number; max: number }): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n >= range.min && n <= range.max && text.trim() !== '' ? n : null;
}
