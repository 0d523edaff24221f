import { sql } from 'drizzle-orm';
import type { AbandonedCheckouts } from '@propwash/domain/analytics/schemas';
import { paiseToRupees } from '@propwash/domain/money';
import type { Db } from '../../platform/db.ts';
import { checkouts } from '../cart/cart.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import type { IndiaRange } from './analytics.range.ts';
import { indiaDate, query } from './analytics.sql.ts';

type DayRow = {
  date: string;
  started: number;
  first: number;
  second: number;
  recovered: number;
  revenue_paise: string | number;
};

/**
 * Abandoned checkouts started in the range, by India day (docs/decisions/abandoned-checkout.md):
 * how many got each reminder, and how many were closed by an order placed after a reminder, with
 * those orders' totals. A cancelled order recovers nothing (docs/decisions/analytics.md).
 */
export async function abandonedCheckouts(db: Db, range: IndiaRange): Promise<AbandonedCheckouts> {
  const recovered = sql`${checkouts.closeReason} = 'ordered'
    and (${checkouts.firstReminderAt} is not null or ${checkouts.secondReminderAt} is not null)
    and ${orders.status} <> 'cancelled'`;
  const rows = await query<DayRow>(
    db,
    sql`select ${indiaDate(checkouts.startedAt)} as date,
          count(*)::int as started,
          count(${checkouts.firstReminderAt})::int as first,
          count(${checkouts.secondReminderAt})::int as second,
          (count(*) filter (where ${recovered}))::int as recovered,
          coalesce(sum(${orders.totalPaise}) filter (where ${recovered}), 0) as revenue_paise
        from ${checkouts} left join ${orders} on ${orders.id} = ${checkouts.orderId}
       where ${checkouts.startedAt} >= ${range.from.toISOString()}::timestamptz
         and ${checkouts.startedAt} < ${range.to.toISOString()}::timestamptz
       group by 1 order by 1`,
  );
  const days = rows.map((r) => ({
    date: r.date,
    started: r.started,
    firstReminders: r.first,
    secondReminders: r.second,
    recovered: r.recovered,
    revenuePaise: Number(r.revenue_paise),
  }));
  const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((n, d) => n + pick(d), 0);
  const rupees = ({ revenuePaise, ...d }: (typeof days)[number]) => ({
    ...d,
    revenueRecovered: paiseToRupees(revenuePaise),
  });
  return {
    range: { startDate: range.startDate, endDate: range.endDate },
    totals: {
      started: sum((d) => d.started),
      firstReminders: sum((d) => d.firstReminders),
      secondReminders: sum((d) => d.secondReminders),
      recovered: sum((d) => d.recovered),
      revenueRecovered: paiseToRupees(sum((d) => d.revenuePaise)),
    },
    days: days.map(rupees),
  };
}

/** The same figures as CSV: one row per day and a total row (rupees, as the API gives them). */
export function abandonedCheckoutsCsv(report: AbandonedCheckouts): string {
  const head =
    'Date,Checkouts started,First reminders,Second reminders,Recovered,Revenue recovered (INR)';
  const row = (label: string, f: AbandonedCheckouts['totals']) =>
    [
      label,
      f.started,
      f.firstReminders,
      f.secondReminders,
      f.recovered,
      f.revenueRecovered.toFixed(2),
    ].join(',');
  return (
    [head, ...report.days.map((d) => row(d.date, d)), row('Total', report.totals)].join('\r\n') +
    '\r\n'
  );
}
