import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../platform/pagination.ts';
import {
  codAdvanceSettingsSchema,
  codBlockSettingsSchema,
  codConfirmationSettingsSchema,
  emailSettingsSchema,
  generalSettingsSchema,
  legalSettingsSchema,
  paymentSettingsSchema,
  settingsSections,
  shippingSettingsSchema,
  type SettingsSection,
} from './defaults.ts';
import { whatsappSettingsSchema } from '../whatsapp/templates.ts';

/** The `:section` of PUT /api/settings/admin/:section. */
export const settingsSectionSchema = z.enum(
  settingsSections as [SettingsSection, ...SettingsSection[]],
);

/** Who saved a section last; both null while the section still runs on its defaults. */
export const settingsSectionMetaSchema = z.object({
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SettingsSectionMeta = z.infer<typeof settingsSectionMetaSchema>;

/** Facts from the server's environment: shown in Settings, never editable there. */
export const settingsEnvironmentSchema = z.object({
  payments: z.object({
    razorpayKeyId: z.string().nullable(),
    razorpayKeySecret: z.enum(['set', 'not set']),
    razorpayWebhookSecret: z.enum(['set', 'not set']),
  }),
  mail: z.object({
    delivery: z.enum(['smtp', 'outbox']),
    /** host[:port] of SMTP_URL; the user name and password in it never leave the server. */
    smtpHost: z.string().nullable(),
    from: z.string(),
  }),
  /** WhatsApp Cloud API (docs/decisions/whatsapp.md): the secrets only as set or not. */
  whatsapp: z.object({
    /** The access token, phone number id and app secret are all set: messages can go. */
    configured: z.boolean(),
    phoneNumberId: z.string().nullable(),
    apiUrl: z.string(),
    accessToken: z.enum(['set', 'not set']),
    appSecret: z.enum(['set', 'not set']),
    verifyToken: z.enum(['set', 'not set']),
    /** The callback URL to give Meta for the webhook. */
    webhookUrl: z.string(),
  }),
});
export type SettingsEnvironment = z.infer<typeof settingsEnvironmentSchema>;

export const adminSettingsSchema = z.object({
  settings: z.object({
    general: generalSettingsSchema,
    payment: paymentSettingsSchema,
    shipping: shippingSettingsSchema,
    email: emailSettingsSchema,
    codConfirmation: codConfirmationSettingsSchema,
    codAdvance: codAdvanceSettingsSchema,
    codBlocks: codBlockSettingsSchema,
    legal: legalSettingsSchema,
    whatsapp: whatsappSettingsSchema,
  }),
  meta: z.object({
    general: settingsSectionMetaSchema,
    payment: settingsSectionMetaSchema,
    shipping: settingsSectionMetaSchema,
    email: settingsSectionMetaSchema,
    codConfirmation: settingsSectionMetaSchema,
    codAdvance: settingsSectionMetaSchema,
    codBlocks: settingsSectionMetaSchema,
    legal: settingsSectionMetaSchema,
    whatsapp: settingsSectionMetaSchema,
  }),
  environment: settingsEnvironmentSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const testEmailBodySchema = z.object({ to: z.email().optional() });
export const testEmailResultSchema = z.object({
  to: z.string(),
  delivery: z.enum(['smtp', 'outbox']),
  message: z.string(),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

/** GET /api/settings/admin/changes: the change log, newest first, optionally one section's. */
export const settingsChangesQuerySchema = pageQuerySchema.extend({
  section: settingsSectionSchema.optional(),
});
export type SettingsChangesQuery = z.infer<typeof settingsChangesQuerySchema>;

/** One save that changed something: who, when, and each field's old and new value. */
export const settingsChangeSchema = z.object({
  id: z.string(),
  section: settingsSectionSchema,
  changedAt: z.string(),
  /** The saver's full name; null once their account is gone. */
  changedBy: z.string().nullable(),
  /** Dotted paths into the section (`zones.2.chargePaise`); null means absent (added, removed). */
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

export const settingsChangeListSchema = pageSchema('changes', settingsChangeSchema);
export type SettingsChangeList = z.infer<typeof settingsChangeListSchema>;
