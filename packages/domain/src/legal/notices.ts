import { z } from 'zod';
import type { dataProcessorServices } from '../settings/defaults.ts';

/** The seller's pages the law asks for (docs/decisions/legal-notices.md). */
export const legalPages = ['privacy', 'terms', 'grievance'] as const;
export type LegalPage = (typeof legalPages)[number];
export const legalPageSchema = z.enum(legalPages, {
  error: `page must be one of ${legalPages.join(', ')}`,
});

export const legalPageTitles: Record<LegalPage, string> = {
  privacy: 'Privacy notice',
  terms: 'Terms of sale',
  grievance: 'Grievance redressal',
};

/**
 * One version of a notice: GET /api/legal/{page} answers the current one. `html` is written by
 * the server from the settings (every setting's text escaped), so it is safe to insert as is.
 */
export const legalNoticeSchema = z.object({
  page: legalPageSchema,
  version: z.number().int().min(1),
  updatedAt: z.string(),
  html: z.string(),
});
export type LegalNotice = z.infer<typeof legalNoticeSchema>;

/** The versions of one notice, newest first (GET /api/legal/{page}/versions). */
export const legalNoticeVersionsSchema = z.object({
  page: legalPageSchema,
  versions: z.array(z.object({ version: z.number().int(), updatedAt: z.string() })),
});
export type LegalNoticeVersions = z.infer<typeof legalNoticeVersionsSchema>;

/** What each kind of outside service does, as the privacy notice and the admin's select name it. */
export const dataProcessorServiceLabels: Record<(typeof dataProcessorServices)[number], string> = {
  payments: 'Payments',
  courier: 'Delivery',
  email: 'Email',
  sign_in: 'Sign-in',
  push: 'Browser notifications',
  messaging: 'Messages (SMS, WhatsApp)',
  hosting: 'Hosting and storage',
  other: 'Other',
};
