import { isImported } from '@propwash/domain/catalog/declarations';
import type { StoreDeclarations } from '@propwash/domain/catalog/schemas';
import type { DeclarationRow } from '#app/storefront/features/product/product-declarations.tsx';

// The product page's "Product declarations" as its loader sends them: what the label declares,
// in the order the Legal Metrology (Packaged Commodities) Rules list it, only what the owner
// gave (docs/decisions/product-declarations.md). Worked out here on the server, so the
// declarations' zod schema stays out of the storefront's JavaScript.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03' → 'Mar 2026'; anything else as it is. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** A name and its address as one declaration (either alone when the other is not given). */
function party(
  term: string,
  name: string | undefined,
  address: string | undefined,
): DeclarationRow[] {
  if (name) return [{ term, value: name, ...(address ? { detail: address } : {}) }];
  return address ? [{ term, value: address }] : [];
}

/** The declarations to show, with the country of origin first. */
export function declarationRows(
  countryOfOrigin: string | null,
  d: StoreDeclarations,
): DeclarationRow[] {
  const imported = isImported(countryOfOrigin);
  const month = d.monthOfManufactureOrImport;
  const row = (term: string, value: string | undefined) => (value ? [{ term, value }] : []);
  return [
    ...row('Country of origin', countryOfOrigin ?? undefined),
    ...party('Manufacturer', d.manufacturerName, d.manufacturerAddress),
    ...party('Importer', d.importerName, d.importerAddress),
    ...row('Net quantity', d.netQuantity),
    ...row(imported ? 'Month of import' : 'Month of manufacture', month && monthLabel(month)),
    ...row('Consumer care', d.consumerCare),
    ...row('BIS licence', d.bisLicence),
    ...row('WPC equipment type approval', d.wpcApproval),
    ...row('Battery EPR registration', d.batteryEpr),
  ];
}
