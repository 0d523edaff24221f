import type { AuditAction, AuditChanges, AuditKind } from '@propwash/domain/audit/schemas';
import type { Tx } from './db.ts';

/** The admin making a change (an AuthUser fits). */
export type AuditActor = { id: string };

/** One admin change, as a module reports it (docs/decisions.md, "Audit log"). */
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
