// GST returns (docs/decisions/gstr-1.md): the monthly GSTR-1 of each of the shop's registrations,
// as the offline tool's JSON, an Excel workbook, and a summary whose check says whether the tables
// add up to the month's invoices less its credit notes.
import { indiaDay } from '@propwash/domain/india-time';
import { paiseToRupees } from '@propwash/domain/money';
import { b2clLimitPaise, gstr1File } from '@propwash/domain/gst/gstr1';
import { gstr1TableMoney, type Gstr1Money } from '@propwash/domain/gst/gstr1-check';
import type {
  Gstr1Format,
  Gstr1Summary,
  Gstr1SummaryQuery,
  Gstr1Table,
  GstRegistration,
} from '@propwash/domain/gst/schemas';
import type { GeneralSettings, ShippingSettings } from '@propwash/domain/settings/defaults';
import { AppError } from '../../platform/app-error.ts';
import { gstr1Of, type Gstr1Sources } from './gst.gstr1.ts';
import { gstr1Workbook } from './gst.workbook.ts';

const view = (m: Gstr1Money) => ({
  taxable: paiseToRupees(m.taxablePaise),
  igst: paiseToRupees(m.igstPaise),
  cgst: paiseToRupees(m.cgstPaise),
  sgst: paiseToRupees(m.sgstPaise),
});

const TABLES: Record<Gstr1Table['table'], { formTable: string; label: string }> = {
  b2b: { formTable: '4A', label: 'B2B invoices (registered buyers)' },
  b2cl: { formTable: '5', label: 'B2C large invoices (inter-state, unregistered)' },
  b2cs: { formTable: '7', label: 'B2C others (net of their credit notes)' },
  cdnr: { formTable: '9B', label: 'Credit notes, registered (CDNR)' },
  cdnur: { formTable: '9B', label: 'Credit notes, unregistered (CDNUR)' },
  hsn_b2b: { formTable: '12', label: 'HSN summary, B2B' },
  hsn_b2c: { formTable: '12', label: 'HSN summary, B2C' },
};

export type GstSettings = {
  general(): Promise<GeneralSettings>;
  shipping(): Promise<ShippingSettings>;
};

export function createGstService(deps: {
  sources: Gstr1Sources;
  settings: GstSettings;
  /** Today's India date (YYYY-MM-DD); tests pin it. */
  today?: () => string;
}) {
  const { sources, settings } = deps;
  const today = deps.today ?? (() => indiaDay());

  /** The store profile's registration first, then each warehouse's own (one per state). */
  async function registrations(): Promise<GstRegistration[]> {
    const [general, shipping] = await Promise.all([settings.general(), settings.shipping()]);
    const list: GstRegistration[] = [
      { gstin: general.gstin, state: general.state, isDefault: true, warehouses: [] },
    ];
    for (const w of shipping.warehouses) {
      const gstin = w.gstin || general.gstin;
      let entry = list.find((r) => r.gstin === gstin);
      if (!entry) {
        entry = { gstin, state: w.state, isDefault: false, warehouses: [] };
        list.push(entry);
      }
      entry.warehouses.push(w.name);
    }
    return list;
  }

  /** The query's period and registration, checked: a month begun, a GSTIN of the shop. */
  async function resolve(query: Gstr1SummaryQuery) {
    const thisMonth = today().slice(0, 7);
    if (query.period > thisMonth) {
      throw new AppError(
        'VALIDATION_FAILED',
        `period: ${query.period} has not begun yet; choose ${thisMonth} or an earlier month`,
      );
    }
    const all = await registrations();
    const gstin = query.gstin ?? all[0]!.gstin;
    if (!all.some((r) => r.gstin === gstin)) {
      throw new AppError(
        'VALIDATION_FAILED',
        `gstin: ${gstin} is not one of the shop's registrations (${all.map((r) => r.gstin).join(', ')})`,
      );
    }
    return { gstin, period: query.period, registrations: all };
  }

  const fileName = (gstin: string, fp: string, format: Gstr1Format) =>
    `GSTR1_${gstin}_${fp}.${format}`;

  return {
    registrations,

    /** Totals per table, the documents issued, and whether the tables add up. */
    async summary(query: Gstr1SummaryQuery): Promise<Gstr1Summary> {
      const { gstin, period, registrations: all } = await resolve(query);
      const { json, tally, check } = await gstr1Of(sources, gstin, period);
      const money = gstr1TableMoney(json);
      const table = (
        key: Gstr1Table['table'],
        rows: number,
        documents: number,
        valuePaise: number | null,
      ): Gstr1Table => ({
        table: key,
        ...TABLES[key],
        rows,
        documents,
        ...view(money[key]),
        value: valuePaise === null ? null : paiseToRupees(valuePaise),
      });
      const count = (groups: Array<{ inv: unknown[] } | { nt: unknown[] }>) =>
        groups.reduce((a, g) => a + ('inv' in g ? g.inv : g.nt).length, 0);
      const invoicesInMonth = tally.b2b.documents + tally.b2cl.documents + tally.b2cs.documents;
      const notesInMonth = tally.cdnr.documents + tally.cdnur.documents + tally.b2csNotes.documents;
      return {
        gstin,
        period,
        fp: json.fp,
        fileName: {
          json: fileName(gstin, json.fp, 'json'),
          xlsx: fileName(gstin, json.fp, 'xlsx'),
        },
        registrations: all,
        tables: [
          table('b2b', count(json.b2b), tally.b2b.documents, tally.b2b.valuePaise),
          table('b2cl', count(json.b2cl), tally.b2cl.documents, tally.b2cl.valuePaise),
          table(
            'b2cs',
            json.b2cs.length,
            tally.b2cs.documents + tally.b2csNotes.documents,
            tally.b2cs.valuePaise - tally.b2csNotes.valuePaise,
          ),
          table('cdnr', count(json.cdnr), tally.cdnr.documents, tally.cdnr.valuePaise),
          table('cdnur', json.cdnur.length, tally.cdnur.documents, tally.cdnur.valuePaise),
          table(
            'hsn_b2b',
            json.hsn.hsn_b2b.length,
            tally.b2b.documents + tally.cdnr.documents,
            null,
          ),
          table(
            'hsn_b2c',
            json.hsn.hsn_b2c.length,
            invoicesInMonth - tally.b2b.documents + notesInMonth - tally.cdnr.documents,
            null,
          ),
        ],
        documents: json.doc_issue.doc_det.flatMap((kind) =>
          kind.docs.map((d) => ({
            docNum: kind.doc_num,
            kind: kind.doc_typ,
            from: d.from,
            to: d.to,
            issued: d.totnum,
            cancelled: d.cancel,
          })),
        ),
        check: {
          documents: view(check.documents),
          tables: view(check.tables),
          hsn: view(check.hsn),
          difference: view(check.difference),
          isBalanced: check.isBalanced,
          invoices: invoicesInMonth,
          creditNotes: notesInMonth,
        },
        b2clAbove: paiseToRupees(b2clLimitPaise(`${period}-01`)),
      };
    },

    /** The return as a download: the offline tool's JSON, or the Excel workbook. */
    async file(query: Gstr1SummaryQuery & { format: Gstr1Format }) {
      const { gstin, period } = await resolve(query);
      const { json, input } = await gstr1Of(sources, gstin, period);
      const name = fileName(gstin, json.fp, query.format);
      if (query.format === 'json') {
        return {
          fileName: name,
          contentType: 'application/json; charset=utf-8',
          body: JSON.stringify(gstr1File(json)),
        };
      }
      const names = new Map<string, string>();
      for (const i of [...input.invoices, ...input.creditNotes])
        if (i.buyer) names.set(i.buyer.gstin, i.buyer.legalName);
      return {
        fileName: name,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        body: await gstr1Workbook(json, names),
      };
    },
  };
}
export type GstService = ReturnType<typeof createGstService>;
