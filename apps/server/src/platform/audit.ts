import { diffRecords } from '@propwash/domain/audit/diff';
import type { AuditAction, AuditChanges, AuditKind } from '@propwash/domain/audit/schemas';
import type { Tx } from './db.ts';

/** The admin making a change (an AuthUser fits). */
export type AuditActor = { id: string };

/** One admin change, as a module reports it (docs/decisions/audit-log.md). */
export type AuditEntryInput = {
  actor: AuditActor;
  kind: AuditKind;
  recordId: string;
  /** What the admin would call the record: a product's name, an order's number, a coupon's code. */
  recordLabel: string;
  action: AuditAction;
  /** `{ field: [before, after] }` (diffRecords in @propwash/domain/audit/diff). */
  changes: AuditChanges;
};

/**
 * What a module that lets admins change records needs of the audit log: `record` writes the entry
 * in the caller's transaction, so a change that rolls back leaves no entry. The audit module
 * provides it and app-services.ts hands it over, so no module depends on the audit module.
 */
export type AuditTrail = {
  record(tx: Tx, entry: AuditEntryInput): Promise<void>;
  /** Many entries in one insert (an import run, a bulk edit). */
  recordMany(tx: Tx, entries: AuditEntryInput[]): Promise<void>;
};

/**
 * How a module writes the entries of one kind of record: `label` names a row as the admin would,
 * `fields` says which of its fields the changes compare (diffRecords' `only` or `skip`). The
 * builder takes the row before and after the change (null before a create, after a delete).
 */
export function auditEntryOf<Row extends { id: string }>(
  kind: AuditKind,
  label: (row: Row) => string,
  fields: { only?: readonly string[]; skip?: readonly string[] },
) {
  return (
    actor: AuditActor,
    action: AuditAction,
    before: Row | null,
    after: Row | null,
  ): AuditEntryInput => {
    const row = (after ?? before)!;
    return {
      actor,
      kind,
      recordId: row.id,
      recordLabel: label(row),
      action,
      changes: diffRecords(before, after, fields),
    };
  };
}
