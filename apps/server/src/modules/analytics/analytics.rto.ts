import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  RTO_PINCODE_PAGE_SIZE,
  rtoGroups,
  type RtoFigures,
  type RtoGroup,
  type RtoReport,
  type RtoRow,
} from '@propwash/domain/analytics/schemas';
import { paiseToRupees } from '@propwash/domain/money';
import { csvLine, spreadsheetText } from '@propwash/domain/platform/csv';
import type { ShippingSettings } from '@propwash/domain/settings/defaults';
import { findState, zoneFor } from '@propwash/domain/shipping/shipping';
import type { Db } from '../../platform/db.ts';
import { streamXlsx } from '../../platform/xlsx-stream.ts';
import { orders } from '../orders/orders.tables.ts';
import { shipments } from '../shipping/shipping.tables.ts';
import type { IndiaRange } from './analytics.range.ts';
import { query, round1 } from './analytics.sql.ts';

/** A parcel's two legs: the courier charges the way out and the way back. */
const LEGS = 2;

/** Counted in paise until the API edge. */
type Tally = {
  shipped: number;
  returned: number;
  knownPaise: number;
  estimatedPaise: number;
  estimatedParcels: number;
};

type Cell = {
  method: string;
  state: string | null;
  pincode: string | null;
  courier: string | null;
  shipped: number;
  returned: number;
  known_paise: string | number;
  estimated: number;
};

/** Every group's rows, all of them (the API pages pincodes; the exports take them all). */
export type RtoTallies = {
  range: IndiaRange;
  totals: Tally;
  groups: Record<RtoGroup, (Tally & { key: string; label: string; methods: TallyRow[] })[]>;
};
type TallyRow = Tally & { key: string; label: string };

const paymentLabels: Record<string, string> = {
  cod: 'Cash on delivery',
  online: 'Paid online',
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
};
const groupLabels: Record<RtoGroup, string> = {
  payment: 'Payment',
  state: 'State',
  pincode: 'Pincode',
  courier: 'Courier',
};
const NO_COURIER = 'No shipment recorded';

const empty = (): Tally => ({
  shipped: 0,
  returned: 0,
  knownPaise: 0,
  estimatedPaise: 0,
  estimatedParcels: 0,
});
const add = (into: Tally, t: Tally) => {
  into.shipped += t.shipped;
  into.returned += t.returned;
  into.knownPaise += t.knownPaise;
  into.estimatedPaise += t.estimatedPaise;
  into.estimatedParcels += t.estimatedParcels;
};

/**
 * Orders shipped in the range (by shipped_at, India days) and of them those returned to origin,
 * tallied by payment, delivery state, pincode and the courier of the order's last shipment, with
 * the shipping money lost on each returned parcel (docs/decisions/analytics.md, "RTO report"):
 * 2 × the shipment's freight when known, else 2 × the standard charge of the delivery state's
 * zone in the current shipping settings, counted apart as estimated.
 */
export async function rtoTallies(
  db: Db,
  range: IndiaRange,
  shipping: Pick<ShippingSettings, 'zones' | 'restOfIndia'>,
): Promise<RtoTallies> {
  const returned = sql`${orders.status} = 'returned_to_origin'`;
  // One query over the shipped-date index; the tallies of each grouping are sums of its cells.
  const cells = await query<Cell>(
    db,
    sql`select ${orders.paymentMethod} as method,
          trim(${orders.shippingAddress}->>'state') as state,
          trim(${orders.shippingAddress}->>'pincode') as pincode,
          last.courier as courier,
          count(*)::int as shipped,
          (count(*) filter (where ${returned}))::int as returned,
          coalesce(sum(${sql.raw(String(LEGS))} * last.freight_paise) filter (where ${returned}), 0) as known_paise,
          (count(*) filter (where ${returned} and last.freight_paise is null))::int as estimated
        from ${orders}
        left join lateral (
          select ${shipments.courier} as courier, ${shipments.freightPaise} as freight_paise
            from ${shipments} where ${shipments.orderId} = ${orders.id}
           order by ${shipments.createdAt} desc, ${shipments.id} desc limit 1
        ) last on true
       where ${orders.shippedAt} >= ${range.from.toISOString()}::timestamptz
         and ${orders.shippedAt} < ${range.to.toISOString()}::timestamptz
       group by 1, 2, 3, 4`,
  );

  const totals = empty();
  const maps = Object.fromEntries(
    rtoGroups.map((g) => [g, new Map<string, TallyRow & { methods: Map<string, TallyRow> }>()]),
  ) as Record<RtoGroup, Map<string, TallyRow & { methods: Map<string, TallyRow> }>>;
  const tallyInto = (group: RtoGroup, key: string, label: string, t: Tally, method?: string) => {
    const rows = maps[group];
    let row = rows.get(key);
    if (!row) rows.set(key, (row = { key, label, ...empty(), methods: new Map() }));
    add(row, t);
    if (method === undefined) return;
    let m = row.methods.get(method);
    if (!m) row.methods.set(method, (m = { key: method, label: labelOf(method), ...empty() }));
    add(m, t);
  };

  for (const c of cells) {
    const stateName = c.state ? (findState(c.state)?.name ?? c.state) : '';
    const estimatedPaise = c.estimated * LEGS * zoneFor(stateName, shipping).chargePaise;
    const t: Tally = {
      shipped: c.shipped,
      returned: c.returned,
      knownPaise: Number(c.known_paise),
      estimatedPaise,
      estimatedParcels: c.estimated,
    };
    add(totals, t);
    const pay = c.method === 'cod' ? 'cod' : 'online';
    tallyInto('payment', pay, labelOf(pay), t, c.method);
    tallyInto('state', stateName, stateName || 'No state given', t);
    const pincode = c.pincode ?? '';
    tallyInto('pincode', pincode, pincode || 'No pincode given', t);
    const courier = c.courier?.trim() ?? '';
    tallyInto('courier', courier, courier || NO_COURIER, t);
  }

  const mostReturns = (a: TallyRow, b: TallyRow) =>
    b.returned - a.returned ||
    b.shipped - a.shipped ||
    a.label.localeCompare(b.label, 'en-IN') ||
    a.key.localeCompare(b.key);
  const payOrder = ['cod', 'online'];
  const groups = Object.fromEntries(
    rtoGroups.map((g) => {
      const rows = [...maps[g].values()].map(({ methods, ...row }) => ({
        ...row,
        methods: g === 'payment' ? [...methods.values()].sort(mostReturns) : [],
      }));
      rows.sort(
        g === 'payment'
          ? (a, b) => payOrder.indexOf(a.key) - payOrder.indexOf(b.key)
          : (a, b) => mostReturns(a, b),
      );
      return [g, rows];
    }),
  ) as RtoTallies['groups'];
  return { range, totals, groups };
}

function labelOf(method: string): string {
  return paymentLabels[method] ?? method.toUpperCase();
}

/** A tally as the API gives it: rate one decimal, money in rupees. */
function figures(t: Tally): RtoFigures {
  return {
    shipped: t.shipped,
    returned: t.returned,
    rtoRate: t.shipped > 0 ? round1((t.returned / t.shipped) * 100) : null,
    lost: paiseToRupees(t.knownPaise + t.estimatedPaise),
    knownLost: paiseToRupees(t.knownPaise),
    estimatedLost: paiseToRupees(t.estimatedPaise),
    estimatedParcels: t.estimatedParcels,
  };
}
const row = (r: TallyRow): RtoRow => ({ key: r.key, label: r.label, ...figures(r) });

/** One grouping's page: pincodes RTO_PINCODE_PAGE_SIZE at a time, the other groups whole. */
export function rtoReport(tallies: RtoTallies, groupBy: RtoGroup, page: number): RtoReport {
  const all = tallies.groups[groupBy];
  const pageSize = groupBy === 'pincode' ? RTO_PINCODE_PAGE_SIZE : Math.max(all.length, 1);
  const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
  const at = Math.min(page, totalPages);
  return {
    range: { startDate: tallies.range.startDate, endDate: tallies.range.endDate },
    groupBy,
    totals: figures(tallies.totals),
    rows: all
      .slice((at - 1) * pageSize, at * pageSize)
      .map((r) => ({ ...row(r), methods: r.methods.map(row) })),
    page: { page: at, pageSize, totalRows: all.length, totalPages },
  };
}

/** The export's rows: every group's rows (payment, its methods, state, pincode, courier), total. */
function exportRows(tallies: RtoTallies): { group: string; value: string; f: RtoFigures }[] {
  const out: { group: string; value: string; f: RtoFigures }[] = [];
  for (const g of rtoGroups) {
    for (const r of tallies.groups[g]) {
      out.push({ group: groupLabels[g], value: r.label, f: figures(r) });
      if (g === 'payment') {
        for (const m of r.methods) {
          out.push({ group: 'Payment method', value: m.label, f: figures(m) });
        }
      }
    }
  }
  out.push({ group: 'Total', value: '', f: figures(tallies.totals) });
  return out;
}

const headers = [
  'Group',
  'Value',
  'Shipped',
  'Returned to origin',
  'RTO rate (%)',
  'Money lost (INR)',
  'Known loss (INR)',
  'Estimated loss (INR)',
  'Parcels estimated',
];

export const rtoFileName = (r: IndiaRange, ext: 'csv' | 'xlsx') =>
  `rto_report_${r.startDate}_to_${r.endDate}.${ext}`;

/**
 * Every group's rows as CSV (rupees, as the API gives them); text cells are guarded against
 * running as formulas (docs/decisions/spreadsheet-formula-guard.md): a courier's name is typed
 * by an admin and a state by the customer.
 */
export function rtoCsv(tallies: RtoTallies): string {
  const money = (n: number) => n.toFixed(2);
  return [
    csvLine(headers),
    ...exportRows(tallies).map(({ group, value, f }) =>
      csvLine([
        spreadsheetText(group),
        spreadsheetText(value),
        String(f.shipped),
        String(f.returned),
        f.rtoRate === null ? '' : f.rtoRate.toFixed(1),
        money(f.lost),
        money(f.knownLost),
        money(f.estimatedLost),
        String(f.estimatedParcels),
      ]),
    ),
  ].join('');
}

const RUPEES = '"₹"#,##0.00';

/** The same rows as an Excel sheet (streamXlsx guards every text cell). */
export function rtoXlsx(tallies: RtoTallies): Readable {
  const keys = [
    'group',
    'value',
    'shipped',
    'returned',
    'rate',
    'lost',
    'known',
    'estimated',
    'parcels',
  ];
  const columns = headers.map((header, i) => ({
    header,
    key: keys[i]!,
    width: i === 1 ? 28 : 16,
    ...(i >= 5 && i <= 7 && { style: { numFmt: RUPEES } }),
    ...(i === 4 && { style: { numFmt: '0.0' } }),
  }));
  return streamXlsx('RTO', columns, async (sheet) => {
    for (const { group, value, f } of exportRows(tallies)) {
      sheet
        .addRow({
          group,
          value,
          shipped: f.shipped,
          returned: f.returned,
          rate: f.rtoRate,
          lost: f.lost,
          known: f.knownLost,
          estimated: f.estimatedLost,
          parcels: f.estimatedParcels,
        })
        .commit();
    }
  });
}
