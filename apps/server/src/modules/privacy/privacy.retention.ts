import { DAY_MS } from '@propwash/domain/india-time';
import { retentionRule, type RetentionKey } from '@propwash/domain/privacy/retention';
import { startPeriodic } from '../../platform/periodic.ts';

/** The kinds of record the daily clean-up deletes by their rule's days, in this order. */
export const scheduledKinds = [
  'sign_in_log',
  'admin_changes',
  'sessions',
  'password_resets',
  'sign_in_codes',
  'abandoned_checkouts',
  'push_subscriptions',
  'grievances',
  'stock_alerts',
  'whatsapp_messages',
] as const satisfies readonly RetentionKey[];
export type ScheduledKind = (typeof scheduledKinds)[number];

/** Each kind's delete, in the module that owns its table: rows older than the cutoff go. */
export type RetentionDeletes = Record<ScheduledKind, (cutoff: Date) => Promise<number>>;

/** What one run deleted: rows per kind, and expired idempotency keys (`expired_keys`). */
export type RetentionReport = Record<ScheduledKind, number> & { expired_keys: number };

const RUN_EVERY_MS = DAY_MS;

/** The instant before which a kind's rows are past their rule's days. */
export function retentionCutoff(kind: ScheduledKind, now: Date): Date {
  const { days } = retentionRule(kind);
  if (days === null) throw new Error(`retention rule ${kind} has no days to delete by`);
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The daily clean-up by the retention table (packages/domain/src/privacy/retention.ts; DPDP Act
 * 2023 s.8(7), docs/decisions/security-log-and-retention.md): each kind's rows older than its
 * rule's days are deleted by the module that owns them, one kind after another, then the expired
 * idempotency keys. Safe on several instances without a lock: every delete is "rows older than a
 * cutoff", so two runs at once delete each row once and the later finds nothing.
 */
export function createRetentionJob(deps: {
  deletes: RetentionDeletes;
  /** Expired Idempotency-Key records (platform/idempotency.ts). */
  deleteExpiredKeys: () => Promise<number>;
  log: { info: (msg: string) => void; error: (msg: string, err: unknown) => void };
}) {
  async function runOnce(now = new Date()): Promise<RetentionReport> {
    const report = {} as RetentionReport;
    for (const kind of scheduledKinds) {
      report[kind] = await deps.deletes[kind](retentionCutoff(kind, now));
    }
    report.expired_keys = await deps.deleteExpiredKeys();
    const gone = Object.entries(report).filter(([, n]) => n > 0);
    if (gone.length > 0) {
      deps.log.info(`retention: deleted ${gone.map(([k, n]) => `${n} ${k}`).join(', ')}`);
    }
    return report;
  }

  return {
    runOnce,
    /** Runs now and once a day (platform/periodic.ts); returns stop. */
    start(): () => Promise<void> {
      return startPeriodic(
        () => runOnce(),
        RUN_EVERY_MS,
        (err) => deps.log.error('retention: the daily clean-up failed', err),
      );
    },
  };
}
export type RetentionJob = ReturnType<typeof createRetentionJob>;
