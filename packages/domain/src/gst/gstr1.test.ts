import { describe, expect, it } from 'vitest';
import { SHIPPING_SAC, splitGst } from '../pricing/quote.ts';
import { b2clLimitPaise, buildGstr1, gstr1File } from './gstr1.ts';
import { checkGstr1, gstr1TableMoney } from './gstr1-check.ts';
import {
  type Gstr1CreditNote,
  type Gstr1Document,
  type Gstr1Input,
  type Gstr1Invoice,
  type Gstr1Line,
} from './gstr1-json.ts';

const SHOP = { gstin: '29AAHCP7245K1ZU', stateCode: '29' };
const BUYER = { gstin: '27AAPFU0939F1ZV', legalName: 'Sky Flyers Club' };

/** A line whose GST is contained in `paidPaise` at `rateBp`, split as the invoice splits it. */
function line(
  paidPaise: number,
  opts: { rateBp?: number; hsn?: string; qty?: number; intra: boolean; name?: string },
): Gstr1Line {
  const rateBp = opts.rateBp ?? 1800;
  const taxablePaise = Math.round((paidPaise * 10_000) / (10_000 + rateBp));
  return {
    hsnCode: opts.hsn ?? '9503',
    description: opts.name ?? 'Trainer plane',
    quantity: opts.qty ?? 1,
    taxablePaise,
    gstRateBp: rateBp,
    ...splitGst(paidPaise - taxablePaise, opts.intra),
  };
}

function invoice(
  number: string,
  day: string,
  opts: {
    pos?: string;
    lines?: Array<{ paid: number; rateBp?: number; hsn?: string; qty?: number }>;
    roundOff?: number;
    buyer?: typeof BUYER | null;
  } = {},
): Gstr1Invoice {
  const pos = opts.pos ?? '29';
  const intra = pos === SHOP.stateCode;
  const lines = (opts.lines ?? [{ paid: 118_000 }]).map((l) => line(l.paid, { ...l, intra }));
  const paid = (opts.lines ?? [{ paid: 118_000 }]).reduce((a, l) => a + l.paid, 0);
  const document: Gstr1Document = {
    invoiceNumber: number,
    invoiceDate: day,
    placeOfSupply: { stateCode: pos },
    seller: SHOP,
    isIntraState: intra,
    lines,
    totals: { totalPaise: paid + (opts.roundOff ?? 0) },
  };
  return { document, buyer: opts.buyer ?? null };
}

/** A credit note for some lines of `inv` (all when not said). */
function note(
  inv: Gstr1Invoice,
  number: string,
  day: string,
  pick: (l: Gstr1Line, i: number) => boolean = () => true,
): Gstr1CreditNote {
  const lines = inv.document.lines.filter(pick);
  const total = lines.reduce(
    (a, l) => a + l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise,
    0,
  );
  return {
    document: {
      ...inv.document,
      lines,
      totals: { totalPaise: total },
      creditNote: { number, date: day },
    },
    buyer: inv.buyer,
    invoiceValuePaise: inv.document.totals.totalPaise,
  };
}

const input = (invoices: Gstr1Invoice[], creditNotes: Gstr1CreditNote[] = []): Gstr1Input => ({
  gstin: SHOP.gstin,
  period: '2026-11',
  invoices,
  creditNotes,
});

describe('the B2CL limit', () => {
  it('is ₹2.5 lakh until July 2024 and ₹1 lakh from August 2024', () => {
    expect(b2clLimitPaise('2024-07-31')).toBe(25_000_000);
    expect(b2clLimitPaise('2024-08-01')).toBe(10_000_000);
    expect(b2clLimitPaise('2026-11-15')).toBe(10_000_000);
    expect(b2clLimitPaise('2017-07-01')).toBe(25_000_000);
  });

  it('takes inter-state consumer invoices above the limit; at the limit or intra-state is B2CS', () => {
    const above = invoice('PW/26-27/000001', '2026-11-02', {
      pos: '32',
      lines: [{ paid: 10_000_001 }],
    });
    const atLimit = invoice('PW/26-27/000002', '2026-11-02', {
      pos: '32',
      lines: [{ paid: 10_000_000 }],
    });
    const intra = invoice('PW/26-27/000003', '2026-11-02', { lines: [{ paid: 20_000_000 }] });
    const { json } = buildGstr1(input([above, atLimit, intra]));
    expect(json.b2cl).toEqual([
      {
        pos: '32',
        inv: [
          {
            inum: 'PW/26-27/000001',
            idt: '02-11-2026',
            val: 100_000.01,
            itms: [{ num: 1, itm_det: { txval: 84_745.77, rt: 18, iamt: 15_254.24, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.b2cs.map((r) => [r.sply_ty, r.pos, r.txval])).toEqual([
      ['INTRA', '29', 169_491.53],
      ['INTER', '32', 84_745.76],
    ]);
  });
});

describe('buildGstr1', () => {
  it('writes B2B by buyer GSTIN with the offline tool field names, rate by rate', () => {
    const inv = invoice('PW/26-27/000010', '2026-11-05', {
      pos: '27',
      buyer: BUYER,
      roundOff: -10,
      lines: [
        { paid: 59_000, qty: 2 },
        { paid: 10_500, rateBp: 500, hsn: '8507' },
        { paid: 8_000, hsn: SHIPPING_SAC },
      ],
    });
    const { json, tally } = buildGstr1(input([inv]));
    expect(json.gstin).toBe(SHOP.gstin);
    expect(json.fp).toBe('112026');
    expect(json.b2b).toEqual([
      {
        ctin: BUYER.gstin,
        inv: [
          {
            inum: 'PW/26-27/000010',
            idt: '05-11-2026',
            // The round off is in the invoice value, never in the taxable value.
            val: 774.9,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { txval: 100, rt: 5, iamt: 5, csamt: 0 } },
              { num: 2, itm_det: { txval: 567.8, rt: 18, iamt: 102.2, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
    expect(tally.b2b).toEqual({ documents: 1, valuePaise: 77_490 });
    // The shipping service is in the HSN summary under its SAC, with no quantity.
    expect(json.hsn.hsn_b2b.map((r) => [r.hsn_sc, r.uqc, r.qty, r.rt, r.txval])).toEqual([
      ['8507', 'NOS', 1, 5, 100],
      ['9503', 'NOS', 2, 18, 500],
      [SHIPPING_SAC, 'NA', 0, 18, 67.8],
    ]);
    expect(json.hsn.hsn_b2c).toEqual([]);
  });

  it('writes only CGST and SGST for an intra-state supply and only IGST for an inter-state one', () => {
    const { json } = buildGstr1(
      input([
        invoice('PW/26-27/000001', '2026-11-01', { lines: [{ paid: 11_801 }] }),
        invoice('PW/26-27/000002', '2026-11-01', { pos: '33', lines: [{ paid: 11_800 }] }),
      ]),
    );
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 100.01, camt: 9, samt: 9, csamt: 0 },
      { sply_ty: 'INTER', pos: '33', typ: 'OE', rt: 18, txval: 100, iamt: 18, csamt: 0 },
    ]);
  });

  it('sends a credit note to CDNR, CDNUR or nets it in B2CS by the invoice it is against', () => {
    const b2b = invoice('PW/26-27/000001', '2026-10-20', { buyer: BUYER });
    const b2cl = invoice('PW/26-27/000002', '2026-10-21', {
      pos: '32',
      lines: [{ paid: 15_000_000 }],
    });
    const small = invoice('PW/26-27/000003', '2026-11-03', {
      lines: [{ paid: 118_000 }, { paid: 23_600 }],
    });
    const notes = [
      note(b2b, 'CN/26-27/000001', '2026-11-04'),
      note(b2cl, 'CN/26-27/000002', '2026-11-05'),
      note(small, 'CN/26-27/000003', '2026-11-06', (_, i) => i === 1),
    ];
    // The October invoices are not this month's; their November notes are.
    const { json, tally } = buildGstr1(input([b2b, b2cl, small], notes));
    expect(json.b2b).toEqual([]);
    expect(json.cdnr).toEqual([
      {
        ctin: BUYER.gstin,
        nt: [
          {
            ntty: 'C',
            nt_num: 'CN/26-27/000001',
            nt_dt: '04-11-2026',
            val: 1180,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 1000, rt: 18, camt: 90, samt: 90, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: 'CN/26-27/000002',
        nt_dt: '05-11-2026',
        val: 150_000,
        pos: '32',
        itms: [{ num: 1, itm_det: { txval: 127_118.64, rt: 18, iamt: 22_881.36, csamt: 0 } }],
      },
    ]);
    // 1180 + 236 sold, 236 credited: B2CS reports the net 1180 (taxable 1000).
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '29', typ: 'OE', rt: 18, txval: 1000, camt: 90, samt: 90, csamt: 0 },
    ]);
    expect(tally.b2csNotes).toEqual({ documents: 1, valuePaise: 23_600 });
    // The HSN summary is net of the notes in each tab: B2B −1 unit, B2C 2 − 1 − 1 units.
    expect(json.hsn.hsn_b2b.map((r) => [r.qty, r.txval])).toEqual([[-1, -1000]]);
    expect(json.hsn.hsn_b2c.map((r) => [r.qty, r.txval])).toEqual([[0, -127_118.64 + 1000]]);
    expect(checkGstr1(input([b2b, b2cl, small], notes), json).isBalanced).toBe(true);
  });

  it('lists the documents issued per series, with the portal document numbers', () => {
    const invoices = [3, 1, 2].map((n) =>
      invoice(`PW/26-27/00000${n}`, '2026-11-0' + n, { lines: [{ paid: 1000 }] }),
    );
    const mh = invoice('MH/26-27/000007', '2026-11-09');
    const { json } = buildGstr1({
      ...input([...invoices, mh], [note(invoices[0]!, 'CN/26-27/000004', '2026-11-10')]),
      receiptVouchers: ['RV/26-27/000011', 'RV/26-27/000009'],
    });
    expect(json.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [
          {
            num: 1,
            from: 'MH/26-27/000007',
            to: 'MH/26-27/000007',
            totnum: 1,
            cancel: 0,
            net_issue: 1,
          },
          {
            num: 2,
            from: 'PW/26-27/000001',
            to: 'PW/26-27/000003',
            totnum: 3,
            cancel: 0,
            net_issue: 3,
          },
        ],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [
          {
            num: 1,
            from: 'CN/26-27/000004',
            to: 'CN/26-27/000004',
            totnum: 1,
            cancel: 0,
            net_issue: 1,
          },
        ],
      },
      {
        doc_num: 6,
        doc_typ: 'Receipt voucher',
        docs: [
          {
            num: 1,
            from: 'RV/26-27/000009',
            to: 'RV/26-27/000011',
            totnum: 2,
            cancel: 0,
            net_issue: 2,
          },
        ],
      },
    ]);
  });

  it('leaves empty tables out of the file but keeps both HSN tabs', () => {
    const { json } = buildGstr1(input([invoice('PW/26-27/000001', '2026-11-01')]));
    const file = gstr1File(json);
    expect(Object.keys(file)).toEqual([
      'gstin',
      'fp',
      'version',
      'hash',
      'b2cs',
      'hsn',
      'doc_issue',
    ]);
    expect(Object.keys(file.hsn!)).toEqual(['hsn_b2b', 'hsn_b2c']);
  });
});

/** A small deterministic random source (the same cases on every run). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

describe('the tables add up to invoices less credit notes', () => {
  it('to the paisa, for a month of random invoices, credit notes and odd paise', () => {
    const rnd = random(20261206);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const states = ['29', '29', '29', '32', '33', '27', '07'];
    const rates = [500, 1200, 1800, 1800, 2800, 25];
    const invoices: Gstr1Invoice[] = [];
    const notes: Gstr1CreditNote[] = [];
    for (let n = 1; n <= 400; n++) {
      const month = rnd() < 0.1 ? '10' : '11';
      const lineCount = 1 + Math.floor(rnd() * 4);
      const inv = invoice(
        `PW/26-27/${String(n).padStart(6, '0')}`,
        `2026-${month}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`,
        {
          pos: pick(states),
          buyer: rnd() < 0.2 ? { ...BUYER, gstin: pick([BUYER.gstin, '32AAACR5055K1Z5']) } : null,
          roundOff: Math.floor(rnd() * 100) - 49,
          lines: Array.from({ length: lineCount }, () => ({
            paid: Math.floor(rnd() * (rnd() < 0.1 ? 30_000_000 : 2_000_000)) + 1,
            rateBp: pick(rates),
            hsn: pick(['9503', '8806', '8507', SHIPPING_SAC]),
            qty: 1 + Math.floor(rnd() * 3),
          })),
        },
      );
      invoices.push(inv);
      if (rnd() < 0.25) {
        const day = rnd() < 0.1 ? '2026-12-01' : '2026-11-28';
        notes.push(note(inv, `CN/26-27/${String(n).padStart(6, '0')}`, day, () => rnd() < 0.6));
      }
    }
    const data = input(invoices, notes);
    const { json } = buildGstr1(data);
    const check = checkGstr1(data, json);
    expect(check.difference).toEqual({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });
    expect(check.isBalanced).toBe(true);

    // The same property, summed here by hand from the documents and the JSON's rupees.
    const inMonth = (d: string) => d.startsWith('2026-11');
    const docSum = (pickMoney: (l: Gstr1Line) => number) =>
      invoices
        .filter((i) => inMonth(i.document.invoiceDate))
        .reduce((a, i) => a + i.document.lines.reduce((b, l) => b + pickMoney(l), 0), 0) -
      notes
        .filter((x) => inMonth(x.document.creditNote!.date))
        .reduce((a, x) => a + x.document.lines.reduce((b, l) => b + pickMoney(l), 0), 0);
    const t = gstr1TableMoney(json);
    const table = (k: 'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise') =>
      t.b2b[k] + t.b2cl[k] + t.b2cs[k] - t.cdnr[k] - t.cdnur[k];
    expect(table('taxablePaise')).toBe(docSum((l) => l.taxablePaise));
    expect(table('igstPaise')).toBe(docSum((l) => l.igstPaise));
    expect(table('cgstPaise')).toBe(docSum((l) => l.cgstPaise));
    expect(table('sgstPaise')).toBe(docSum((l) => l.sgstPaise));
    expect(
      json.b2b.length + json.b2cl.length + json.cdnr.length + json.cdnur.length,
    ).toBeGreaterThan(4);
  });

  it('reports a difference when a table lost a line', () => {
    const data = input([invoice('PW/26-27/000001', '2026-11-01', { buyer: BUYER })]);
    const { json } = buildGstr1(data);
    json.b2b[0]!.inv[0]!.itms[0]!.itm_det.txval -= 0.01;
    const check = checkGstr1(data, json);
    expect(check.isBalanced).toBe(false);
    expect(check.difference.taxablePaise).toBe(-1);
  });
});
