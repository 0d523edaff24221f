import { z } from 'zod';

/**
 * The GST returns API (docs/decisions/gstr-1.md): GSTR-1 of one registration for one month, as the
 * offline tool's JSON, an Excel workbook, or a summary with the check that its tables add up.
 */

/** GST began on 1 July 2017: no return is for an earlier month. */
export const FIRST_GST_PERIOD = '2017-07';

/** A month as YYYY-MM (the future is refused by the server, which knows today's India date). */
export const gstPeriodSchema = z
  .string({ error: 'Choose the month of the return, as YYYY-MM' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be written YYYY-MM, e.g. 2026-11')
  .refine((p) => p >= FIRST_GST_PERIOD, 'GST returns start with July 2017 (2017-07)');

/** One of the shop's registrations; the store profile's GSTIN when absent. */
const registrationGstin = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{15}$/, 'A GSTIN has 15 letters and digits');

export const gstr1FormatSchema = z.enum(['json', 'xlsx']);
export type Gstr1Format = z.infer<typeof gstr1FormatSchema>;

/** GET /api/gst/gstr1 */
export const gstr1QuerySchema = z.object({
  period: gstPeriodSchema,
  format: gstr1FormatSchema.default('json'),
  gstin: registrationGstin.optional(),
});
export type Gstr1Query = z.infer<typeof gstr1QuerySchema>;

/** GET /api/gst/gstr1/summary */
export const gstr1SummaryQuerySchema = gstr1QuerySchema.omit({ format: true });
export type Gstr1SummaryQuery = z.infer<typeof gstr1SummaryQuerySchema>;

/** A GST registration of the shop, as the GSTIN picker lists it. */
export const gstRegistrationSchema = z.object({
  gstin: z.string(),
  state: z.string(),
  /** The store profile's registration (the default). */
  isDefault: z.boolean(),
  /** The warehouses invoicing from it. */
  warehouses: z.array(z.string()),
});
export type GstRegistration = z.infer<typeof gstRegistrationSchema>;

/** Rupees with two decimals. */
const money = {
  taxable: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
};
const moneySchema = z.object(money);
export type Gstr1MoneyView = z.infer<typeof moneySchema>;

export const gstr1TableKeys = [
  'b2b',
  'b2cl',
  'b2cs',
  'cdnr',
  'cdnur',
  'hsn_b2b',
  'hsn_b2c',
] as const;
export type Gstr1TableKey = (typeof gstr1TableKeys)[number];

export const gstr1TableSchema = z.object({
  table: z.enum(gstr1TableKeys),
  /** Its number in Form GSTR-1 ('4A', '5', '7', '9B', '12'). */
  formTable: z.string(),
  /** What it holds, in words. */
  label: z.string(),
  /** Rows of the table: invoices (B2B, B2CL), notes (CDNR, CDNUR), summary rows (B2CS, HSN). */
  rows: z.number().int(),
  /** Invoices and credit notes it reports (B2CS: invoices and the credit notes netted in it). */
  documents: z.number().int(),
  ...money,
  /** The documents' values (round off included); null for the HSN summary. */
  value: z.number().nullable(),
});
export type Gstr1Table = z.infer<typeof gstr1TableSchema>;

export const gstr1SummarySchema = z.object({
  gstin: z.string(),
  /** YYYY-MM */
  period: z.string(),
  /** MMYYYY, as the return names it. */
  fp: z.string(),
  /** The file names of the downloads. */
  fileName: z.object({ json: z.string(), xlsx: z.string() }),
  registrations: z.array(gstRegistrationSchema),
  tables: z.array(gstr1TableSchema),
  /** Table 13: the documents issued in the month. */
  documents: z.array(
    z.object({
      docNum: z.number().int(),
      kind: z.string(),
      from: z.string(),
      to: z.string(),
      issued: z.number().int(),
      cancelled: z.number().int(),
    }),
  ),
  /** Invoices less credit notes against the tables (and the HSN summary), to the paisa. */
  check: z.object({
    documents: moneySchema,
    tables: moneySchema,
    hsn: moneySchema,
    difference: moneySchema,
    isBalanced: z.boolean(),
    invoices: z.number().int(),
    creditNotes: z.number().int(),
  }),
  /** The B2CL limit of the month in rupees (above it an inter-state consumer invoice is B2CL). */
  b2clAbove: z.number(),
});
export type Gstr1Summary = z.infer<typeof gstr1SummarySchema>;
