import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditList, AuditListQuery } from '@propwash/domain/audit/schemas';
import { DAY_MS, indiaMidnight } from '@propwash/domain/india-time';
import type { AuditEntryInput, AuditTrail } from '../../platform/audit.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { pageInfo, selectNewestFirst } from '../../platform/paging.ts';
import { userEmailSql, userNameSql } from '../accounts/accounts.reads.ts';
import { auditEntries } from './audit.tables.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A bare day starts at India's midnight; `to` of a bare day runs to the end of that day. */
const startOf = (s: string) => (DAY.test(s) ? indiaMidnight(s) : new Date(s));
const endOf = (s: string) =>
  DAY.test(s) ? new Date(indiaMidnight(s).getTime() + DAY_MS) : new Date(new Date(s).getTime() + 1);

/**
 * The audit log (docs/decisions/audit-log.md): `record` is the AuditTrail every admin write
 * calls in its own transaction; `list` answers GET /api/audit.
 */
export function createAuditService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * The admin's name and email are copied in the same statement (a subquery on accounts_user), so
   * recording costs the change's transaction one insert and no extra round trip.
   */
  const valuesOf = (e: AuditEntryInput) => ({
    actorUserId: e.actor.id,
    actorName: sql`coalesce(${userNameSql(e.actor.id)}, '')`,
    actorEmail: sql`coalesce(${userEmailSql(e.actor.id)}, '')`,
    kind: e.kind,
    recordId: e.recordId,
    recordLabel: e.recordLabel.slice(0, 300),
    action: e.action,
    changes: e.changes,
  });

  const trail: AuditTrail = {
    async record(tx: Tx, entry: AuditEntryInput) {
      await tx.insert(auditEntries).values(valuesOf(entry));
    },
    async recordMany(tx: Tx, entries: AuditEntryInput[]) {
      // Chunks keep one statement's parameters well under PostgreSQL's 65,535.
      for (let i = 0; i < entries.length; i += 500)
        await tx.insert(auditEntries).values(entries.slice(i, i + 500).map(valuesOf));
    },
  };

  return {
    ...trail,

    /** Newest first; filters by admin, kind, record and dates (both indexed). */
    async list(q: AuditListQuery): Promise<AuditList> {
      const where: SQL[] = [];
      if (q.actor) where.push(eq(auditEntries.actorUserId, q.actor));
      if (q.kind) where.push(eq(auditEntries.kind, q.kind));
      if (q.recordId) where.push(eq(auditEntries.recordId, q.recordId));
      if (q.from) where.push(gte(auditEntries.at, startOf(q.from)));
      if (q.to) where.push(lt(auditEntries.at, endOf(q.to)));
      const filter = where.length ? and(...where) : undefined;
      const { rows, total } = await selectNewestFirst(db, q, auditEntries, auditEntries.at, filter);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor: { id: r.actorUserId, name: r.actorName, email: r.actorEmail },
          kind: r.kind,
          recordId: r.recordId,
          recordLabel: r.recordLabel,
          action: r.action,
          changes: r.changes,
        })),
        ...pageInfo(q, total),
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
