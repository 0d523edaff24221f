// GSTR-1 as an Excel workbook (docs/decisions/gstr-1.md): one sheet per table, named and headed
// like the GST offline tool's Excel template, written from the same JSON as the .json download,
// so both carry the same figures. The template's columns come first; each table of invoices or
// notes then gets its exact tax columns, which the template leaves to the tool to compute.
import type ExcelJS from 'exceljs';
import type { Gstr1Item, Gstr1Json } from '@propwash/domain/gst/gstr1-json';
import { spreadsheetText } from '@propwash/domain/platform/csv';
import { indianStates } from '@propwash/domain/shipping/states';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** dd-mm-yyyy (the JSON's date) → dd-Mmm-yyyy (the template's). */
const templateDate = (portal: string) =>
  `${portal.slice(0, 2)}-${MONTHS[Number(portal.slice(3, 5)) - 1]}-${portal.slice(6)}`;

const stateOfCode = new Map<string, string>(indianStates.map((s) => [s.gstCode, s.name]));
/** '29' → '29-Karnataka', as the template's Place Of Supply list writes it. */
const placeOfSupply = (code: string) =>
  stateOfCode.has(code) ? `${code}-${stateOfCode.get(code)}` : code;

const TAXES = ['Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount'];
const taxesOf = (item: Gstr1Item) => [
  item.itm_det.iamt ?? 0,
  item.itm_det.camt ?? 0,
  item.itm_det.samt ?? 0,
];

/** The HSN summary's headers: the same on its B2B and B2C sheets. */
const HSN_HEADERS = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  ...TAXES,
  'Cess Amount',
];

/** The template's headers of each sheet, then the tax columns this workbook adds. */
export const GSTR1_SHEETS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    ...TAXES,
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
    ...TAXES,
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
    ...TAXES,
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    ...TAXES,
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    ...TAXES,
  ],
  'hsn(b2b)': HSN_HEADERS,
  'hsn(b2c)': HSN_HEADERS,
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const;
export type Gstr1SheetName = keyof typeof GSTR1_SHEETS;

type Cell = string | number;

/** The rows of every sheet (without headers), from the return's JSON. */
export function gstr1SheetRows(
  json: Gstr1Json,
  names: ReadonlyMap<string, string>,
): Record<Gstr1SheetName, Cell[][]> {
  const hsnRows = (rows: Gstr1Json['hsn']['hsn_b2b']) =>
    rows.map((r) => [
      r.hsn_sc,
      r.desc,
      r.uqc,
      r.qty,
      // Total value: the taxable value and its taxes, in paise to stay exact.
      (Math.round(r.txval * 100) +
        Math.round(r.iamt * 100) +
        Math.round(r.camt * 100) +
        Math.round(r.samt * 100)) /
        100,
      r.rt,
      r.txval,
      r.iamt,
      r.camt,
      r.samt,
      r.csamt,
    ]);
  return {
    b2b: json.b2b.flatMap((g) =>
      g.inv.flatMap((inv) =>
        inv.itms.map((item) => [
          g.ctin,
          names.get(g.ctin) ?? '',
          inv.inum,
          templateDate(inv.idt),
          inv.val,
          placeOfSupply(inv.pos),
          inv.rchrg,
          '',
          'Regular B2B',
          '',
          item.itm_det.rt,
          item.itm_det.txval,
          item.itm_det.csamt,
          ...taxesOf(item),
        ]),
      ),
    ),
    b2cl: json.b2cl.flatMap((g) =>
      g.inv.flatMap((inv) =>
        inv.itms.map((item) => [
          inv.inum,
          templateDate(inv.idt),
          inv.val,
          placeOfSupply(g.pos),
          '',
          item.itm_det.rt,
          item.itm_det.txval,
          item.itm_det.csamt,
          '',
          ...taxesOf(item),
        ]),
      ),
    ),
    b2cs: json.b2cs.map((r) => [
      r.typ,
      placeOfSupply(r.pos),
      '',
      r.rt,
      r.txval,
      r.csamt,
      '',
      r.iamt ?? 0,
      r.camt ?? 0,
      r.samt ?? 0,
    ]),
    cdnr: json.cdnr.flatMap((g) =>
      g.nt.flatMap((nt) =>
        nt.itms.map((item) => [
          g.ctin,
          names.get(g.ctin) ?? '',
          nt.nt_num,
          templateDate(nt.nt_dt),
          nt.ntty,
          placeOfSupply(nt.pos),
          nt.rchrg,
          'Regular B2B',
          nt.val,
          '',
          item.itm_det.rt,
          item.itm_det.txval,
          item.itm_det.csamt,
          ...taxesOf(item),
        ]),
      ),
    ),
    cdnur: json.cdnur.flatMap((nt) =>
      nt.itms.map((item) => [
        nt.typ,
        nt.nt_num,
        templateDate(nt.nt_dt),
        nt.ntty,
        placeOfSupply(nt.pos),
        nt.val,
        '',
        item.itm_det.rt,
        item.itm_det.txval,
        item.itm_det.csamt,
        ...taxesOf(item),
      ]),
    ),
    'hsn(b2b)': hsnRows(json.hsn.hsn_b2b),
    'hsn(b2c)': hsnRows(json.hsn.hsn_b2c),
    docs: json.doc_issue.doc_det.flatMap((kind) =>
      kind.docs.map((d) => [kind.doc_typ, d.from, d.to, d.totnum, d.cancel]),
    ),
  };
}

const MONEY_HEADERS = new Set<string>([
  'Invoice Value',
  'Note Value',
  'Total Value',
  'Taxable Value',
  'Cess Amount',
  ...TAXES,
]);

/**
 * The workbook (.xlsx) of a return: every sheet of GSTR1_SHEETS, headers in bold, money with two
 * decimals; every text cell guarded so no spreadsheet runs it as a formula
 * (docs/decisions/spreadsheet-formula-guard.md).
 */
export async function gstr1Workbook(
  json: Gstr1Json,
  names: ReadonlyMap<string, string>,
): Promise<Buffer> {
  // Loaded on the first export, not kept resident by every server (docs/architecture.md).
  const { default: excel } = await import('exceljs');
  const workbook: ExcelJS.Workbook = new excel.Workbook();
  workbook.creator = 'Propwash';
  const rows = gstr1SheetRows(json, names);
  for (const [name, headers] of Object.entries(GSTR1_SHEETS) as [
    Gstr1SheetName,
    readonly string[],
  ][]) {
    const sheet = workbook.addWorksheet(name);
    sheet.columns = headers.map((header) => ({
      header,
      width: Math.max(12, header.length + 2),
      ...(MONEY_HEADERS.has(header) && { style: { numFmt: '0.00' } }),
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of rows[name]) {
      sheet.addRow(row.map((cell) => (typeof cell === 'string' ? spreadsheetText(cell) : cell)));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
