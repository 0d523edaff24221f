/**
 * The check that a GSTR-1's tables add up, to the paisa, to the month's invoices less its credit
 * notes (docs/decisions/gstr-1.md): both sides read from the same printed lines.
 */
import { rupeesToPaise, type Paise } from '../money.ts';
import type {
  Gstr1Document,
  Gstr1Input,
  Gstr1ItemDetail,
  Gstr1Item,
  Gstr1Json,
} from './gstr1-json.ts';
import { inPeriod, noteDate } from './gstr1.ts';

/** Taxable value and taxes, in paise. */
export type Gstr1Money = {
  taxablePaise: Paise;
  igstPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
};

const toPaise = (rupeesValue: number | undefined) => rupeesToPaise(rupeesValue ?? 0);
function moneyOf(rows: Array<Partial<Gstr1ItemDetail>>): Gstr1Money {
  const out = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };
  for (const r of rows) {
    out.taxablePaise += toPaise(r.txval);
    out.igstPaise += toPaise(r.iamt);
    out.cgstPaise += toPaise(r.camt);
    out.sgstPaise += toPaise(r.samt);
  }
  return out;
}
const minus = (a: Gstr1Money, b: Gstr1Money): Gstr1Money => ({
  taxablePaise: a.taxablePaise - b.taxablePaise,
  igstPaise: a.igstPaise - b.igstPaise,
  cgstPaise: a.cgstPaise - b.cgstPaise,
  sgstPaise: a.sgstPaise - b.sgstPaise,
});
const plus = (a: Gstr1Money, b: Gstr1Money): Gstr1Money => ({
  taxablePaise: a.taxablePaise + b.taxablePaise,
  igstPaise: a.igstPaise + b.igstPaise,
  cgstPaise: a.cgstPaise + b.cgstPaise,
  sgstPaise: a.sgstPaise + b.sgstPaise,
});

/** Each table's taxable value and taxes, read back from the JSON's rupees. */
export function gstr1TableMoney(json: Gstr1Json) {
  const itemsOf = <T extends { itms: Gstr1Item[] }>(docs: T[]) =>
    moneyOf(docs.flatMap((d) => d.itms.map((i) => i.itm_det)));
  return {
    b2b: itemsOf(json.b2b.flatMap((g) => g.inv)),
    b2cl: itemsOf(json.b2cl.flatMap((g) => g.inv)),
    b2cs: moneyOf(json.b2cs),
    cdnr: itemsOf(json.cdnr.flatMap((g) => g.nt)),
    cdnur: itemsOf(json.cdnur),
    hsn_b2b: moneyOf(json.hsn.hsn_b2b),
    hsn_b2c: moneyOf(json.hsn.hsn_b2c),
  };
}

/** Invoices less credit notes of the period, from the documents' printed lines. */
export function gstr1DocumentMoney(input: Gstr1Input): Gstr1Money & { valuePaise: Paise } {
  const sum = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, valuePaise: 0 };
  const take = (doc: Gstr1Document, sign: 1 | -1) => {
    sum.valuePaise += sign * doc.totals.totalPaise;
    for (const l of doc.lines) {
      sum.taxablePaise += sign * l.taxablePaise;
      sum.igstPaise += sign * l.igstPaise;
      sum.cgstPaise += sign * l.cgstPaise;
      sum.sgstPaise += sign * l.sgstPaise;
    }
  };
  for (const i of input.invoices)
    if (inPeriod(i.document.invoiceDate, input.period)) take(i.document, 1);
  for (const n of input.creditNotes)
    if (inPeriod(noteDate(n.document), input.period)) take(n.document, -1);
  return sum;
}

export type Gstr1Check = {
  /** Invoices less credit notes (their lines). */
  documents: Gstr1Money;
  /** B2B + B2CL + B2CS (net) − CDNR − CDNUR, from the JSON. */
  tables: Gstr1Money;
  /** The HSN summary, B2B and B2C tabs together. */
  hsn: Gstr1Money;
  /** tables − documents (zero when they add up). */
  difference: Gstr1Money;
  isBalanced: boolean;
};

/** Whether the return's tables (and its HSN summary) add up to the documents, to the paisa. */
export function checkGstr1(input: Gstr1Input, json: Gstr1Json): Gstr1Check {
  const t = gstr1TableMoney(json);
  const sum = gstr1DocumentMoney(input);
  const documents: Gstr1Money = {
    taxablePaise: sum.taxablePaise,
    igstPaise: sum.igstPaise,
    cgstPaise: sum.cgstPaise,
    sgstPaise: sum.sgstPaise,
  };
  const tables = minus(plus(plus(t.b2b, t.b2cl), t.b2cs), plus(t.cdnr, t.cdnur));
  const hsn = plus(t.hsn_b2b, t.hsn_b2c);
  const difference = minus(tables, documents);
  const same = (a: Gstr1Money, b: Gstr1Money) =>
    a.taxablePaise === b.taxablePaise &&
    a.igstPaise === b.igstPaise &&
    a.cgstPaise === b.cgstPaise &&
    a.sgstPaise === b.sgstPaise;
  return {
    documents,
    tables,
    hsn,
    difference,
    isBalanced: same(tables, documents) && same(hsn, documents),
  };
}
