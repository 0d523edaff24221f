import { DEFAULT_EWAY_BILL_LIMIT_PAISE } from '../orders/eway-bill.ts';
import { defaultWhatsAppSettings, whatsappSettingsSchema } from '../whatsapp/templates.ts';
import { z } from 'zod';
import { paymentMethodTypes } from '../orders/status.ts';
import { indianStates, stateNames, type Region } from '../shipping/states.ts';
import { gstinProblem } from './gstin.ts';
import { PINCODE_PATTERN } from '../shipping/pincode.ts';

const paise = z.number().int().min(0);
/** The postal regions a warehouse can serve (north, south, east, west). */
export const shippingRegions = [...new Set(indianStates.map((s) => s.region))] as [
  Region,
  ...Region[],
];
const stateName = z.enum(stateNames);
const days = z.number().int().min(0).max(30);

/** Store profile: printed on invoices, the contact page and the policy pages. */
export const generalSettingsSchema = z.object({
  storeName: z.string().trim().min(1).max(80),
  legalName: z.string().trim().min(1).max(120),
  address: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(80),
  state: stateName,
  pincode: z.string().regex(PINCODE_PATTERN, 'pincode must be 6 digits'),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((v, ctx) => {
      const problem = gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  supportEmail: z.email(),
  supportPhone: z.string().trim().min(6).max(20),
  supportHours: z.string().trim().min(1).max(80),
  returnsDays: z.number().int().min(0).max(90),
});

/**
 * The saving for paying online: a percent of the goods after any coupon (capped at `capPaise`,
 * null: no cap) or a fixed amount; 'none' gives nothing.
 */
export const prepaidSavingSchema = z.object({
  type: z.enum(['none', 'percent', 'fixed']),
  /** Whole or two-decimal percent, used when type is 'percent'. */
  percent: z
    .number({ error: 'The saving must be a number of percent' })
    .min(0, 'The saving must be between 0 and 50 percent')
    .max(50, 'The saving must be between 0 and 50 percent')
    .refine(
      (v) =>
        Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9,
      'At most two decimals',
    ),
  /** Used when type is 'fixed'. */
  fixedPaise: paise.max(1_000_000, 'The saving can be at most ₹10,000'),
  capPaise: paise.nullable(),
});
export type PrepaidSavingRule = z.infer<typeof prepaidSavingSchema>;

export const paymentSettingsSchema = z.object({
  provider: z.enum(['simulator', 'razorpay']),
  codEnabled: z.boolean(),
  // COD is refused above this order total.
  codLimitPaise: paise,
  enabledMethods: z.array(z.enum(paymentMethodTypes)),
  emiTenureMonths: z.array(z.number().int().min(1).max(60)),
  /**
   * Added to a cash-on-delivery order as a line of its own, GST included at the shipping rate
   * (docs/decisions/cod-fee-and-prepaid-saving.md); 0: no fee.
   */
  codFeePaise: paise.max(100_000, 'The COD fee can be at most ₹1,000'),
  /** Taken off the goods of an order paid online, shown before payment (same record). */
  prepaidSaving: prepaidSavingSchema,
});

export const shippingZoneSchema = z.object({
  name: z.string().trim().min(1, 'enter a name').max(60),
  states: z.array(stateName).min(1, 'choose at least one state'),
  chargePaise: paise,
  days,
});

/**
 * A warehouse and the GST registration it invoices from (docs/decisions/invoice-from-shipping-warehouse.md):
 * its GSTIN and address, in the state of that GSTIN. Without a GSTIN it ships under the store
 * profile's registration (General), whose address and state the invoice then shows.
 */
export const warehouseSchema = z
  .object({
    name: z.string().trim().min(1, 'enter a name').max(60),
    regions: z.array(z.enum(shippingRegions)),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((v, ctx) => {
        const problem = v === '' ? null : gstinProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .default(''),
    address: z.string().trim().max(200).default(''),
    city: z.string().trim().max(80).default(''),
    state: z.union([stateName, z.literal('')]).default(''),
    pincode: z
      .string()
      .trim()
      .refine((v) => v === '' || PINCODE_PATTERN.test(v), 'pincode must be 6 digits')
      .default(''),
  })
  .superRefine((w, ctx) => {
    if (!w.gstin) return;
    for (const field of ['address', 'city', 'state', 'pincode'] as const) {
      if (!w[field])
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `enter the ${field} of the registration (a warehouse with a GSTIN needs its address)`,
        });
    }
    const code = indianStates.find((s) => s.name === w.state)?.gstCode;
    if (code && w.gstin.slice(0, 2) !== code)
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `a GSTIN in ${w.state} starts with ${code}`,
      });
  });

/**
 * Days standard delivery takes longer for goods that may not fly (LiPo batteries, fuel), which
 * couriers carry by road only (docs/decisions/goods-that-ship-by-surface.md).
 */
export const surfaceExtraDaysSchema = z
  .number({ error: 'Surface days must be a whole number from 0 to 15' })
  .int('Surface days must be a whole number from 0 to 15')
  .min(0, 'Surface days must be between 0 and 15')
  .max(15, 'Surface days must be between 0 and 15');

export const shippingSettingsSchema = z
  .object({
    // Free standard shipping when the subtotal (before discount) reaches this.
    freeThresholdPaise: paise,
    zones: z.array(shippingZoneSchema),
    restOfIndia: z.object({ chargePaise: paise, days }),
    expressBelowThresholdPaise: paise,
    expressAtOrAboveThresholdPaise: paise,
    expressMinDays: days,
    expressMaxDays: days,
    surfaceExtraDays: surfaceExtraDaysSchema.default(3),
    warehouses: z.array(warehouseSchema).min(1, 'keep at least one warehouse'),
    // Goods worth more than this (GST included, after discount, without shipping) need an
    // e-way bill before they move (docs/decisions/e-way-bills.md).
    ewayBillLimitPaise: paise.default(DEFAULT_EWAY_BILL_LIMIT_PAISE),
  })
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    for (const zone of s.zones) {
      for (const state of zone.states) {
        if (seen.has(state))
          ctx.addIssue({
            code: 'custom',
            path: ['zones'],
            message: `${state} is in more than one zone`,
          });
        seen.add(state);
      }
    }
    // One registration per state: warehouses in one state share its GSTIN (and its series).
    const gstinOfState = new Map<string, string>();
    s.warehouses.forEach((w, i) => {
      if (!w.gstin) return;
      const other = gstinOfState.get(w.state);
      if (other && other !== w.gstin)
        ctx.addIssue({
          code: 'custom',
          path: ['warehouses', i, 'gstin'],
          message: `another warehouse in ${w.state} has GSTIN ${other}: one registration per state`,
        });
      gstinOfState.set(w.state, w.gstin);
    });
    if (s.expressMinDays > s.expressMaxDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['expressMinDays'],
        message: 'expressMinDays must not exceed expressMaxDays',
      });
    }
  });

export const emailSettingsSchema = z.object({
  fromName: z.string().trim().min(1).max(80),
  notifyOwnerEmail: z.email(),
});

/**
 * Cash-on-delivery orders that wait for the customer's confirmation by a signed link in the order
 * email (docs/decisions/cod-confirmation.md): those above `aboveAmountPaise`
 * (null: no amount rule) or from a customer's first order; still unconfirmed after
 * `cancelAfterHours`, they are cancelled and their stock goes back.
 */
export const codConfirmationSettingsSchema = z.object({
  enabled: z.boolean(),
  aboveAmountPaise: paise.nullable(),
  firstTimeCustomers: z.boolean(),
  cancelAfterHours: z
    .number({ error: 'Hours must be a whole number from 1 to 168' })
    .int('Hours must be a whole number from 1 to 168')
    .min(1, 'Hours must be between 1 and 168')
    .max(168, 'Hours must be between 1 and 168'),
});

/**
 * Cash-on-delivery orders that must pay an advance online before they are confirmed
 * (docs/decisions/part-paid-cod.md): those above `aboveAmountPaise` (null: no amount rule) or a
 * customer's first order; the advance is a percent of the total or a fixed amount (never more
 * than the total), the rest is collected on delivery.
 */
export const codAdvanceSettingsSchema = z.object({
  enabled: z.boolean(),
  aboveAmountPaise: paise.nullable(),
  firstTimeCustomers: z.boolean(),
  type: z.enum(['percent', 'fixed']),
  percent: z
    .number({ error: 'The advance must be a whole percent from 1 to 100' })
    .int('The advance must be a whole percent from 1 to 100')
    .min(1, 'The advance must be a whole percent from 1 to 100')
    .max(100, 'The advance must be a whole percent from 1 to 100'),
  fixedPaise: paise.min(100, 'The advance must be at least ₹1'),
});

/**
 * Cash on delivery switched off after this many parcels returned to origin (RTO) for the same
 * customer account, phone number or delivery pincode; null: that rule is off
 * (docs/decisions/cod-blocks.md). The admin can lift any block.
 */
const returnsBeforeBlock = z
  .number({ error: 'Enter a whole number of returned parcels from 1 to 20' })
  .int('Enter a whole number of returned parcels from 1 to 20')
  .min(1, 'Enter a whole number of returned parcels from 1 to 20')
  .max(20, 'Enter a whole number of returned parcels from 1 to 20')
  .nullable();
export const codBlockSettingsSchema = z.object({
  customerAfterReturns: returnsBeforeBlock,
  phoneAfterReturns: returnsBeforeBlock,
  pincodeAfterReturns: returnsBeforeBlock,
});

/**
 * The seller's legal facts beyond the store profile (docs/decisions/legal-notices.md): the
 * grievance officer the Consumer Protection (E-Commerce) Rules 2020 ask for, the outside
 * services that receive customers' data (named in the privacy notice), and the courts for
 * disputes (the terms of sale).
 */
export const dataProcessorServices = [
  'payments',
  'courier',
  'email',
  'sign_in',
  'push',
  'messaging',
  'hosting',
  'other',
] as const;
export const dataProcessorSchema = z.object({
  name: z.string().trim().min(1, "enter the service's name").max(120),
  service: z.enum(dataProcessorServices),
  data: z.string().trim().min(1, 'say which data it receives').max(200),
  location: z.string().trim().min(1, 'say where it keeps the data').max(80),
});
export const legalSettingsSchema = z.object({
  grievanceOfficer: z.object({
    name: z.string().trim().min(1, "enter the officer's name").max(80),
    designation: z.string().trim().min(1, "enter the officer's designation").max(80),
    email: z.email('enter a valid email'),
    phone: z.string().trim().min(6, 'enter a phone number').max(20),
  }),
  dataProcessors: z.array(dataProcessorSchema).max(20, 'at most 20 services'),
  /** The city whose courts hear disputes under the terms of sale. */
  jurisdictionCity: z.string().trim().min(1, 'enter a city').max(80),
});

export type GeneralSettings = z.infer<typeof generalSettingsSchema>;
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export type ShippingZone = z.infer<typeof shippingZoneSchema>;
export type Warehouse = z.infer<typeof warehouseSchema>;
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>;
export type EmailSettings = z.infer<typeof emailSettingsSchema>;
export type CodConfirmationSettings = z.infer<typeof codConfirmationSettingsSchema>;
export type CodAdvanceSettings = z.infer<typeof codAdvanceSettingsSchema>;
export type CodBlockSettings = z.infer<typeof codBlockSettingsSchema>;
export type DataProcessor = z.infer<typeof dataProcessorSchema>;
export type LegalSettings = z.infer<typeof legalSettingsSchema>;

/** One zod schema per settings_section row. */
export const settingsSchemas = {
  general: generalSettingsSchema,
  payment: paymentSettingsSchema,
  shipping: shippingSettingsSchema,
  email: emailSettingsSchema,
  codConfirmation: codConfirmationSettingsSchema,
  codAdvance: codAdvanceSettingsSchema,
  codBlocks: codBlockSettingsSchema,
  legal: legalSettingsSchema,
  whatsapp: whatsappSettingsSchema,
} as const;
export type SettingsSection = keyof typeof settingsSchemas;
export const settingsSections = Object.keys(settingsSchemas) as SettingsSection[];
export type ShopSettings = { [K in SettingsSection]: z.infer<(typeof settingsSchemas)[K]> };

/** The defaults of docs/decisions/README.md; the seed writes them and readers fall back to them. */
export const defaultSettings: ShopSettings = {
  general: {
    storeName: 'Propwash',
    legalName: 'Propwash Hobbies Private Limited',
    address: '42, 2nd Floor, 80 Feet Road, Koramangala 4th Block',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560034',
    gstin: '29AAHCP7245K1ZU',
    supportEmail: 'support@propwash.in',
    supportPhone: '+91 80 4718 2200',
    supportHours: 'Mon-Sat 9 AM-6 PM',
    returnsDays: 7,
  },
  payment: {
    provider: 'simulator',
    codEnabled: true,
    codLimitPaise: 5_000_000,
    enabledMethods: ['cod', 'card', 'upi', 'netbanking', 'wallet', 'emi'],
    emiTenureMonths: [3, 6, 9, 12],
    codFeePaise: 0,
    prepaidSaving: { type: 'none', percent: 0, fixedPaise: 0, capPaise: null },
  },
  shipping: {
    freeThresholdPaise: 99_900,
    zones: [
      { name: 'Delhi NCR', states: ['Delhi'], chargePaise: 0, days: 1 },
      {
        name: 'Metro West and South',
        states: ['Maharashtra', 'Karnataka'],
        chargePaise: 0,
        days: 2,
      },
      {
        name: 'Metro East and South',
        states: ['Tamil Nadu', 'West Bengal', 'Telangana'],
        chargePaise: 4_000,
        days: 3,
      },
      { name: 'Gujarat', states: ['Gujarat'], chargePaise: 6_000, days: 4 },
    ],
    restOfIndia: { chargePaise: 8_000, days: 5 },
    expressBelowThresholdPaise: 19_900,
    expressAtOrAboveThresholdPaise: 15_000,
    expressMinDays: 1,
    expressMaxDays: 2,
    surfaceExtraDays: 3,
    ewayBillLimitPaise: DEFAULT_EWAY_BILL_LIMIT_PAISE,
    // The demo shop's registrations: one per state it keeps stock in (the same PAN).
    warehouses: [
      {
        name: 'North Delhi',
        regions: ['north'],
        gstin: '07AAHCP7245K1Z0',
        address: 'Plot 14, Okhla Industrial Area Phase II',
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110020',
      },
      {
        name: 'West Mumbai',
        regions: ['west'],
        gstin: '27AAHCP7245K1ZY',
        address: 'Unit 7, Andheri Kurla Road, Marol',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400059',
      },
      {
        name: 'South Bengaluru',
        regions: ['south'],
        gstin: '29AAHCP7245K1ZU',
        address: '42, 2nd Floor, 80 Feet Road, Koramangala 4th Block',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560034',
      },
      {
        name: 'East Kolkata',
        regions: ['east'],
        gstin: '19AAHCP7245K1ZV',
        address: '3A, Salt Lake Sector V',
        city: 'Kolkata',
        state: 'West Bengal',
        pincode: '700091',
      },
    ],
  },
  email: {
    fromName: 'Propwash',
    notifyOwnerEmail: 'orders@propwash.in',
  },
  codConfirmation: {
    enabled: false,
    aboveAmountPaise: null,
    firstTimeCustomers: false,
    cancelAfterHours: 24,
  },
  codAdvance: {
    enabled: false,
    aboveAmountPaise: null,
    firstTimeCustomers: false,
    type: 'percent',
    percent: 10,
    fixedPaise: 50_000,
  },
  codBlocks: {
    customerAfterReturns: 2,
    phoneAfterReturns: 2,
    pincodeAfterReturns: null,
  },
  legal: {
    grievanceOfficer: {
      name: 'Ananya Rao',
      designation: 'Grievance Officer',
      email: 'grievance@propwash.in',
      phone: '+91 80 4718 2211',
    },
    dataProcessors: [
      {
        name: 'Razorpay Software Private Limited',
        service: 'payments',
        data: 'Name, email, mobile number, order amount and payment details',
        location: 'India',
      },
      {
        name: 'Shiprocket (BigFoot Retail Solutions Private Limited) and its couriers',
        service: 'courier',
        data: 'Name, delivery address, mobile number and parcel details',
        location: 'India',
      },
      {
        name: "The shop's email delivery provider",
        service: 'email',
        data: 'Email address, name and the content of order emails',
        location: 'India',
      },
      {
        name: 'Google LLC (Sign in with Google)',
        service: 'sign_in',
        data: 'Name, email address and profile picture, when you choose it',
        location: 'United States',
      },
      {
        name: "Your browser's push service (Google, Mozilla, Apple or Microsoft)",
        service: 'push',
        data: 'A device address and the text of the notification',
        location: 'Outside India',
      },
    ],
    jurisdictionCity: 'Bengaluru',
  },
  whatsapp: defaultWhatsAppSettings,
};

/** A stored section merged over its defaults; a row that no longer parses falls back to the defaults. */
export function settingsWithDefaults<K extends SettingsSection>(
  section: K,
  stored: unknown,
): ShopSettings[K] {
  const base = defaultSettings[section];
  const merged = stored && typeof stored === 'object' ? { ...base, ...stored } : base;
  const parsed = settingsSchemas[section].safeParse(merged);
  return parsed.success ? (parsed.data as ShopSettings[K]) : base;
}
