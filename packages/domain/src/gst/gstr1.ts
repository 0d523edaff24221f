/**
 * GSTR-1, the monthly return of outward supplies, written from the shop's own tax invoices and
 * credit notes (docs/decisions/gstr-1.md): pure, zod-free, in paise inside and in the GST portal
 * offline tool's JSON (rupees, field names as the tool writes them) outside. Every figure is a sum
 * of the documents' printed lines; the round off is part of an invoice's value, never of a table's
 * taxable value or tax.
 */
import type { Paise } from '../money.ts';
import { gstBpToPercent } from '../pricing/gst.ts';
import type {
  Gstr1Line,
  Gstr1Document,
  Gstr1Buyer,
  Gstr1Input,
  Gstr1ItemDetail,
  Gstr1Item,
  Gstr1B2bInvoice,
  Gstr1B2clInvoice,
  Gstr1RegisteredNote,
  Gstr1UnregisteredNote,
  Gstr1HsnRow,
  Gstr1DocumentRange,
  Gstr1DocumentKind,
  Gstr1Json,
} from './gstr1-json.ts';

/** The schema version the offline tool writes into its files (docs/decisions/gstr-1.md). */
export const GSTR1_JSON_VERSION = 'GST3.2.4';

/**
 * Table 5 (B2CL) takes inter-state invoices to unregistered buyers above a value: ₹2,50,000 until
 * 31 July 2024, ₹1,00,000 from 1 August 2024 (Notification 12/2024-Central Tax, amending rule
 * 59(4)). The limit of the invoice's own date applies. Newest first.
 */
export const B2CL_LIMITS: ReadonlyArray<{ from: string; abovePaise: Paise }> = [
  { from: '2024-08-01', abovePaise: 10_000_000 },
  { from: '2017-07-01', abovePaise: 25_000_000 },
];

/** The B2CL limit for an invoice dated `day` (YYYY-MM-DD): B2CL when its value is above it. */
export function b2clLimitPaise(day: string): Paise {
  return (B2CL_LIMITS.find((l) => day >= l.from) ?? B2CL_LIMITS[B2CL_LIMITS.length - 1]!)
    .abovePaise;
}

/** Documents-issued (table 13) kinds this shop issues, with the portal's numbers. */
export const GSTR1_DOCUMENT_KINDS = {
  invoice: { docNum: 1, label: 'Invoices for outward supply' },
  creditNote: { docNum: 5, label: 'Credit Note' },
  receiptVoucher: { docNum: 6, label: 'Receipt voucher' },
} as const;

/** The SAC/HSN codes of services start with 99: reported with UQC 'NA' and no quantity. */
export const isServiceCode = (code: string) => code.startsWith('99');

/** Where an invoice (and a credit note against it) is reported. */
export type Gstr1Kind = 'b2b' | 'b2cl' | 'b2cs';

export function gstr1KindOf(doc: Gstr1Document, buyer: Gstr1Buyer, invoiceValuePaise: Paise) {
  if (buyer?.gstin) return 'b2b' as const;
  if (!doc.isIntraState && invoiceValuePaise > b2clLimitPaise(doc.invoiceDate))
    return 'b2cl' as const;
  return 'b2cs' as const;
}

/** 'YYYY-MM' → 'MMYYYY'. */
export const filingPeriod = (period: string) => `${period.slice(5, 7)}${period.slice(0, 4)}`;

/** 'YYYY-MM-DD' → 'dd-mm-yyyy', the portal's date. */
export const portalDate = (day: string) =>
  `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

const rupees = (paise: Paise) => paise / 100;

type Money = { taxable: Paise; igst: Paise; cgst: Paise; sgst: Paise };
const zero = (): Money => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0 });
function add(to: Money, line: Gstr1Line, sign: 1 | -1) {
  to.taxable += sign * line.taxablePaise;
  to.igst += sign * line.igstPaise;
  to.cgst += sign * line.cgstPaise;
  to.sgst += sign * line.sgstPaise;
}

function itemDetail(rateBp: number, m: Money, isIntraState: boolean): Gstr1ItemDetail {
  const head = { txval: rupees(m.taxable), rt: gstBpToPercent(rateBp) };
  // The offline tool writes only the taxes of the supply's kind.
  return isIntraState
    ? { ...head, camt: rupees(m.cgst), samt: rupees(m.sgst), csamt: 0 }
    : { ...head, iamt: rupees(m.igst), csamt: 0 };
}

/** A document's lines by rate (the return reports rate-wise, not line by line). */
function items(doc: Gstr1Document): Gstr1Item[] {
  const byRate = new Map<number, Money>();
  for (const line of doc.lines) {
    const m = byRate.get(line.gstRateBp) ?? zero();
    add(m, line, 1);
    byRate.set(line.gstRateBp, m);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, m], i) => ({ num: i + 1, itm_det: itemDetail(rate, m, doc.isIntraState) }));
}

export const inPeriod = (day: string, period: string) => day.slice(0, 7) === period;
export const noteDate = (doc: Gstr1Document) => doc.creditNote?.date ?? doc.invoiceDate;
const noteNumber = (doc: Gstr1Document) => doc.creditNote?.number ?? doc.invoiceNumber;

/** A number's series (all but its last digits) and its sequence (the last digits). */
function seriesOf(number: string): { series: string; sequence: number } {
  const match = /^(.*?)(\d+)$/.exec(number);
  return match
    ? { series: match[1]!, sequence: Number(match[2]) }
    : { series: number, sequence: 0 };
}

/** One range per series: the first and last number, how many were issued. */
function ranges(numbers: string[]): Gstr1DocumentRange[] {
  const bySeries = new Map<string, Array<{ number: string; sequence: number }>>();
  for (const number of new Set(numbers)) {
    const { series, sequence } = seriesOf(number);
    const docs = bySeries.get(series) ?? [];
    docs.push({ number, sequence });
    bySeries.set(series, docs);
  }
  return [...bySeries.keys()].sort().map((series, i) => {
    const docs = bySeries.get(series)!.sort((a, b) => a.sequence - b.sequence);
    return {
      num: i + 1,
      from: docs[0]!.number,
      to: docs[docs.length - 1]!.number,
      totnum: docs.length,
      // A cancelled sale keeps its invoice and gets a credit note (docs/decisions/credit-note-on-cancellation.md).
      cancel: 0,
      net_issue: docs.length,
    };
  });
}

/** What the builder counted, table by table (for the summary: documents and their values). */
export type Gstr1Tally = Record<
  Gstr1Kind | 'cdnr' | 'cdnur' | 'b2csNotes',
  { documents: number; valuePaise: Paise }
>;

type HsnSum = Money & { qty: number; desc: string };

/**
 * The period's GSTR-1 for one registration, in the offline tool's JSON, and the tally of what it
 * holds. Invoices and credit notes dated outside the period are left out. Credit notes against
 * B2B invoices go to CDNR, against B2CL invoices to CDNUR, and against B2CS invoices are netted
 * in B2CS (table 7 is "net of debit and credit notes"), by place of supply and rate.
 */
export function buildGstr1(input: Gstr1Input): { json: Gstr1Json; tally: Gstr1Tally } {
  const { period } = input;
  const tally: Gstr1Tally = {
    b2b: { documents: 0, valuePaise: 0 },
    b2cl: { documents: 0, valuePaise: 0 },
    b2cs: { documents: 0, valuePaise: 0 },
    cdnr: { documents: 0, valuePaise: 0 },
    cdnur: { documents: 0, valuePaise: 0 },
    b2csNotes: { documents: 0, valuePaise: 0 },
  };
  const invoices = input.invoices
    .filter((i) => inPeriod(i.document.invoiceDate, period))
    .sort((a, b) => a.document.invoiceNumber.localeCompare(b.document.invoiceNumber));
  const notes = input.creditNotes
    .filter((n) => inPeriod(noteDate(n.document), period))
    .sort((a, b) => noteNumber(a.document).localeCompare(noteNumber(b.document)));

  const b2b = new Map<string, Gstr1B2bInvoice[]>();
  const b2cl = new Map<string, Gstr1B2clInvoice[]>();
  const b2cs = new Map<string, { sply: 'INTRA' | 'INTER'; pos: string; rate: number; m: Money }>();
  const cdnr = new Map<string, Gstr1RegisteredNote[]>();
  const cdnur: Gstr1UnregisteredNote[] = [];
  const hsn = { b2b: new Map<string, HsnSum>(), b2c: new Map<string, HsnSum>() };

  const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const list = map.get(key) ?? [];
    list.push(value);
    map.set(key, list);
  };

  function addToB2cs(doc: Gstr1Document, sign: 1 | -1) {
    const pos = doc.placeOfSupply.stateCode;
    const sply = doc.isIntraState ? ('INTRA' as const) : ('INTER' as const);
    for (const line of doc.lines) {
      const key = `${sply}|${pos}|${line.gstRateBp}`;
      const row = b2cs.get(key) ?? { sply, pos, rate: line.gstRateBp, m: zero() };
      add(row.m, line, sign);
      b2cs.set(key, row);
    }
  }

  function addToHsn(table: Map<string, HsnSum>, doc: Gstr1Document, sign: 1 | -1) {
    for (const line of doc.lines) {
      const key = `${line.hsnCode}|${line.gstRateBp}`;
      const row = table.get(key) ?? { ...zero(), qty: 0, desc: line.description.slice(0, 30) };
      add(row, line, sign);
      if (!isServiceCode(line.hsnCode)) row.qty += sign * line.quantity;
      table.set(key, row);
    }
  }

  for (const { document: doc, buyer } of invoices) {
    const kind = gstr1KindOf(doc, buyer, doc.totals.totalPaise);
    tally[kind].documents += 1;
    tally[kind].valuePaise += doc.totals.totalPaise;
    const head = {
      inum: doc.invoiceNumber,
      idt: portalDate(doc.invoiceDate),
      val: rupees(doc.totals.totalPaise),
    };
    if (kind === 'b2b') {
      push(b2b, buyer!.gstin, {
        ...head,
        pos: doc.placeOfSupply.stateCode,
        rchrg: 'N',
        inv_typ: 'R',
        itms: items(doc),
      });
    } else if (kind === 'b2cl') {
      push(b2cl, doc.placeOfSupply.stateCode, { ...head, itms: items(doc) });
    } else {
      addToB2cs(doc, 1);
    }
    addToHsn(kind === 'b2b' ? hsn.b2b : hsn.b2c, doc, 1);
  }

  for (const { document: doc, buyer, invoiceValuePaise } of notes) {
    const kind = gstr1KindOf(doc, buyer, invoiceValuePaise);
    const head = {
      ntty: 'C' as const,
      nt_num: noteNumber(doc),
      nt_dt: portalDate(noteDate(doc)),
      val: rupees(doc.totals.totalPaise),
      pos: doc.placeOfSupply.stateCode,
    };
    const counted = tally[kind === 'b2b' ? 'cdnr' : kind === 'b2cl' ? 'cdnur' : 'b2csNotes'];
    counted.documents += 1;
    counted.valuePaise += doc.totals.totalPaise;
    if (kind === 'b2b') {
      push(cdnr, buyer!.gstin, { ...head, rchrg: 'N', inv_typ: 'R', itms: items(doc) });
    } else if (kind === 'b2cl') {
      cdnur.push({ typ: 'B2CL', ...head, itms: items(doc) });
    } else {
      addToB2cs(doc, -1);
    }
    addToHsn(kind === 'b2b' ? hsn.b2b : hsn.b2c, doc, -1);
  }

  const hsnRows = (table: Map<string, HsnSum>): Gstr1HsnRow[] =>
    [...table.entries()]
      .sort(([a], [b]) => {
        const [ha, ra] = a.split('|');
        const [hb, rb] = b.split('|');
        return ha! === hb! ? Number(ra) - Number(rb) : ha!.localeCompare(hb!);
      })
      .map(([key, row], i) => {
        const [code, rate] = key.split('|') as [string, string];
        return {
          num: i + 1,
          hsn_sc: code,
          desc: row.desc,
          uqc: isServiceCode(code) ? 'NA' : 'NOS',
          qty: row.qty,
          rt: gstBpToPercent(Number(rate)),
          txval: rupees(row.taxable),
          iamt: rupees(row.igst),
          camt: rupees(row.cgst),
          samt: rupees(row.sgst),
          csamt: 0,
        };
      });

  const byKey = <T>(map: Map<string, T>) =>
    [...map.entries()].sort(([a], [b]) => a.localeCompare(b));

  const docDet: Gstr1DocumentKind[] = [];
  const kinds: Array<[keyof typeof GSTR1_DOCUMENT_KINDS, string[]]> = [
    ['invoice', invoices.map((i) => i.document.invoiceNumber)],
    ['creditNote', notes.map((n) => noteNumber(n.document))],
    ['receiptVoucher', input.receiptVouchers ?? []],
  ];
  for (const [kind, numbers] of kinds) {
    if (numbers.length === 0) continue;
    const { docNum, label } = GSTR1_DOCUMENT_KINDS[kind];
    docDet.push({ doc_num: docNum, doc_typ: label, docs: ranges(numbers) });
  }

  const json: Gstr1Json = {
    gstin: input.gstin,
    fp: filingPeriod(period),
    version: GSTR1_JSON_VERSION,
    hash: 'hash',
    b2b: byKey(b2b).map(([ctin, inv]) => ({ ctin, inv })),
    b2cl: byKey(b2cl).map(([pos, inv]) => ({ pos, inv })),
    b2cs: [...b2cs.values()]
      // A rate and state whose sales were all credited back leaves nothing to report.
      .filter(({ m }) => m.taxable !== 0 || m.igst !== 0 || m.cgst !== 0 || m.sgst !== 0)
      .sort((a, b) => a.pos.localeCompare(b.pos) || a.sply.localeCompare(b.sply) || a.rate - b.rate)
      .map(({ sply, pos, rate, m }) => {
        const { txval, rt, ...taxes } = itemDetail(rate, m, sply === 'INTRA');
        return { sply_ty: sply, pos, typ: 'OE' as const, rt, txval, ...taxes };
      }),
    cdnr: byKey(cdnr).map(([ctin, nt]) => ({ ctin, nt })),
    cdnur,
    hsn: { hsn_b2b: hsnRows(hsn.b2b), hsn_b2c: hsnRows(hsn.b2c) },
    doc_issue: { doc_det: docDet },
  };
  return { json, tally };
}

/**
 * The file as the offline tool writes it: tables with nothing in them are left out (an empty
 * HSN tab stays, as an empty list).
 */
export function gstr1File(json: Gstr1Json): Partial<Gstr1Json> {
  const out: Partial<Gstr1Json> = { gstin: json.gstin, fp: json.fp, version: json.version };
  out.hash = json.hash;
  if (json.b2b.length) out.b2b = json.b2b;
  if (json.b2cl.length) out.b2cl = json.b2cl;
  if (json.b2cs.length) out.b2cs = json.b2cs;
  if (json.cdnr.length) out.cdnr = json.cdnr;
  if (json.cdnur.length) out.cdnur = json.cdnur;
  out.hsn = json.hsn;
  if (json.doc_issue.doc_det.length) out.doc_issue = json.doc_issue;
  return out;
}
