import { z } from 'zod';

export const bannerPositions = ['hero', 'middle', 'bottom'] as const;
export type BannerPosition = (typeof bannerPositions)[number];

export const bannerSchema = z.object({
  id: z.string(),
  position: z.enum(bannerPositions),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  buttonText: z.string(),
  link: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  order: z.number().int(),
  enabled: z.boolean(),
});
export type Banner = z.infer<typeof bannerSchema>;
