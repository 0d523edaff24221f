import { z } from 'zod';

/**
 * What the label of a packaged product declares (Legal Metrology (Packaged Commodities) Rules
 * 2011, rule 6, as amended in 2017 for e-commerce by rule 6(10)), and the approvals some RC goods
 * need: a BIS licence (toys, IS 9873 under the Toys QCO of 2020), a WPC equipment type approval
 * (radios on 2.4 GHz), a battery EPR registration (Battery Waste Management Rules 2022).
 * docs/decisions/product-declarations.md. Every field is optional; '' is none.
 */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

/** 'YYYY-MM', or '' when not declared. */
const monthYear = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), 'Please give the month as YYYY-MM')
  .default('');

export const productDeclarationsSchema = z.object({
  manufacturerName: text('Manufacturer name', 120),
  manufacturerAddress: text('Manufacturer address', 300),
  importerName: text('Importer name', 120),
  importerAddress: text('Importer address', 300),
  /** As the label states it: "1 unit", "4 N", "500 g". */
  netQuantity: text('Net quantity', 60),
  /** Month and year of manufacture (made in India) or of import (imported). */
  monthOfManufactureOrImport: monthYear,
  consumerCare: text('Consumer care', 300),
  bisLicence: text('BIS licence number', 60),
  wpcApproval: text('WPC approval number', 60),
  batteryEpr: text('Battery EPR registration number', 60),
});
export type ProductDeclarations = z.infer<typeof productDeclarationsSchema>;

export const emptyDeclarations: ProductDeclarations = productDeclarationsSchema.parse({});

/** Made outside India: the label must name an importer (rule 6(1)(b)). */
export function isImported(countryOfOrigin: string | null): boolean {
  return countryOfOrigin !== null && countryOfOrigin.trim().toLowerCase() !== 'india';
}

/** An imported product whose declarations name no importer: the admin list flags it. */
export function missingImporter(
  countryOfOrigin: string | null,
  declarations: Pick<ProductDeclarations, 'importerName'>,
): boolean {
  return isImported(countryOfOrigin) && declarations.importerName.trim() === '';
}
