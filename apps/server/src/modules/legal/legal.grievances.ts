import { randomInt } from 'node:crypto';
import { and, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  GRIEVANCE_ACKNOWLEDGE_HOURS,
  GRIEVANCE_RESOLVE_DAYS,
} from '@propwash/domain/legal/grievance-times';
import type {
  AdminGrievance,
  AdminGrievanceList,
  AdminGrievanceQuery,
  GrievanceBody,
  GrievanceCreated,
  GrievanceLookupQuery,
  GrievancePublic,
  GrievanceUpdateBody,
} from '@propwash/domain/legal/grievances';
import { AppError } from '../../platform/app-error.ts';
import { auditEntryOf, type AuditActor, type AuditTrail } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { containsPattern } from '../../platform/like.ts';
import { pageInfo, selectNewestFirst } from '../../platform/paging.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  grievanceOfficerEmail,
  grievanceReceivedEmail,
  grievanceReplyEmail,
} from './legal.grievance-emails.ts';
import { grievances } from './legal.tables.ts';

/** Complaints to the grievance officer (docs/decisions/grievances.md). */

export const grievanceLimits = {
  createPerIp: { limit: 5, windowSeconds: 60 * 60 },
  lookupPerIp: { limit: 30, windowSeconds: 60 * 60 },
};

/** The ticket's eight characters: no 0/O or 1/I, so a ticket read aloud cannot be mistaken. */
const TICKET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const HOUR_MS = 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = typeof grievances.$inferSelect;

export function newTicket(): string {
  let s = 'GRV-';
  for (let i = 0; i < 8; i++) s += TICKET_ALPHABET[randomInt(TICKET_ALPHABET.length)];
  return s;
}

/** An open ticket past its acknowledgement time, or an unresolved one past its resolution time. */
export function isOverdue(
  r: Pick<Row, 'status' | 'acknowledgeBy' | 'resolveBy'>,
  now = Date.now(),
): boolean {
  if (r.status === 'open' && r.acknowledgeBy.getTime() < now) return true;
  return (r.status === 'open' || r.status === 'acknowledged') && r.resolveBy.getTime() < now;
}

/** The same rule in SQL, for the filter and the count. */
const overdueSql = or(
  and(eq(grievances.status, 'open'), lt(grievances.acknowledgeBy, sql`now()`)),
  and(inArray(grievances.status, ['open', 'acknowledged']), lt(grievances.resolveBy, sql`now()`)),
)!;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toPublic(r: Row): GrievancePublic {
  return {
    ticket: r.ticket,
    subject: r.subject,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    acknowledgeBy: r.acknowledgeBy.toISOString(),
    resolveBy: r.resolveBy.toISOString(),
    acknowledgedAt: iso(r.acknowledgedAt),
    closedAt: iso(r.closedAt),
    reply: r.reply,
  };
}

function toAdmin(r: Row): AdminGrievance {
  return {
    ...toPublic(r),
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    orderNumber: r.orderNumber,
    message: r.message,
    overdue: isOverdue(r),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Grievance not found');
/** One answer for an unknown ticket and a wrong email: a stranger learns nothing. */
const lookupNotFound = () =>
  new AppError('NOT_FOUND', 'No ticket matches this ticket number and email address');

/** Where each status may go; resolved and rejected tickets are closed. */
const nextStatuses: Record<Row['status'], readonly GrievanceUpdateBody['status'][]> = {
  open: ['acknowledged', 'resolved', 'rejected'],
  acknowledged: ['resolved', 'rejected'],
  resolved: [],
  rejected: [],
};

export function createGrievancesService(deps: {
  db: Db;
  limiter: RateLimiter;
  notifications: Pick<NotificationsService, 'sendEmail' | 'emailFor'>;
  settings: Pick<SettingsService, 'get'>;
  audit: AuditTrail;
  publicUrl: string;
}) {
  const { db, limiter, notifications, settings, audit, publicUrl } = deps;
  const lookupUrl = (ticket: string) => `${publicUrl}/grievance?ticket=${ticket}`;
  const entry = auditEntryOf<Row>('grievance', (g) => g.ticket, { only: ['status', 'reply'] });

  async function find(id: string): Promise<Row> {
    if (!UUID.test(id)) throw notFound();
    const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
    if (!row) throw notFound();
    return row;
  }

  /** Tickets by status and overdue, whatever the filters (the tabs' counts). */
  async function counts(): Promise<AdminGrievanceList['counts']> {
    const n = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;
    const [row] = await db
      .select({
        open: n(eq(grievances.status, 'open')),
        acknowledged: n(eq(grievances.status, 'acknowledged')),
        resolved: n(eq(grievances.status, 'resolved')),
        rejected: n(eq(grievances.status, 'rejected')),
        overdue: n(overdueSql),
      })
      .from(grievances);
    return row!;
  }

  return {
    /**
     * Stores the complaint with a fresh ticket and its two due times, emails the customer a copy
     * and the grievance officer a notice.
     */
    async create(
      body: GrievanceBody,
      from: { ip: string; userId: string | null },
    ): Promise<GrievanceCreated> {
      await limiter.hit(`grievance:ip:${from.ip}`, grievanceLimits.createPerIp);
      const now = Date.now();
      let row: Row | undefined;
      // 32^8 tickets: a collision is rare; the unique index decides, and another is drawn.
      for (let attempt = 0; !row && attempt < 5; attempt++) {
        [row] = await db
          .insert(grievances)
          .values({
            ticket: newTicket(),
            userId: from.userId,
            name: body.name,
            email: body.email,
            phone: body.phone ?? null,
            orderNumber: body.orderNumber ?? null,
            subject: body.subject,
            message: body.message,
            acknowledgeBy: new Date(now + GRIEVANCE_ACKNOWLEDGE_HOURS * HOUR_MS),
            resolveBy: new Date(now + GRIEVANCE_RESOLVE_DAYS * 24 * HOUR_MS),
            createdAt: new Date(now),
          })
          .onConflictDoNothing({ target: grievances.ticket })
          .returning();
      }
      if (!row) throw new AppError('INTERNAL', 'Could not draw a ticket number');
      const [general, legal] = await Promise.all([settings.get('general'), settings.get('legal')]);
      await notifications.sendEmail(
        grievanceReceivedEmail({
          storeName: general.storeName,
          lookupUrl: lookupUrl(row.ticket),
          g: row,
        }),
      );
      await notifications.sendEmail(
        grievanceOfficerEmail({
          to: legal.grievanceOfficer.email,
          storeName: general.storeName,
          adminUrl: `${publicUrl}/admin/grievances/${row.id}`,
          g: row,
        }),
      );
      return {
        ticket: row.ticket,
        acknowledgeBy: row.acknowledgeBy.toISOString(),
        resolveBy: row.resolveBy.toISOString(),
      };
    },

    /** The ticket, when both the ticket number and the email match; the same 404 otherwise. */
    async lookup(q: GrievanceLookupQuery, from: { ip: string }): Promise<GrievancePublic> {
      await limiter.hit(`grievance-lookup:ip:${from.ip}`, grievanceLimits.lookupPerIp);
      const [row] = await db
        .select()
        .from(grievances)
        .where(and(eq(grievances.ticket, q.ticket), sql`lower(${grievances.email}) = ${q.email}`));
      if (!row) throw lookupNotFound();
      return toPublic(row);
    },

    counts,

    async find(id: string): Promise<AdminGrievance> {
      return toAdmin(await find(id));
    },

    /** Newest first; by status, overdue, and part of the ticket, email, name or subject. */
    async list(q: AdminGrievanceQuery): Promise<AdminGrievanceList> {
      const pattern = q.search ? containsPattern(q.search) : null;
      const where = and(
        q.status ? eq(grievances.status, q.status) : undefined,
        q.overdue === true
          ? overdueSql
          : q.overdue === false
            ? sql`not (${overdueSql})`
            : undefined,
        pattern
          ? or(
              ilike(grievances.ticket, pattern),
              ilike(grievances.email, pattern),
              ilike(grievances.name, pattern),
              ilike(grievances.subject, pattern),
            )
          : undefined,
      );
      const [{ rows, total }, byStatus] = await Promise.all([
        selectNewestFirst(db, q, grievances, grievances.createdAt, where),
        counts(),
      ]);
      return { grievances: rows.map(toAdmin), ...pageInfo(q, total), counts: byStatus };
    },

    /**
     * Moves the ticket on (open → acknowledged | resolved | rejected, acknowledged → resolved |
     * rejected), keeps the reply, emails it to the customer and audits it, in one transaction.
     */
    async update(
      id: string,
      body: GrievanceUpdateBody,
      actor: AuditActor,
    ): Promise<AdminGrievance> {
      if (!UUID.test(id)) throw notFound();
      const [general, legal] = await Promise.all([settings.get('general'), settings.get('legal')]);
      let mail: ReturnType<typeof notifications.emailFor> | null = null;
      const row = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(grievances)
          .where(eq(grievances.id, id))
          .for('update');
        if (!current) throw notFound();
        if (!nextStatuses[current.status].includes(body.status)) {
          throw new AppError(
            'CONFLICT',
            nextStatuses[current.status].length === 0
              ? `Ticket ${current.ticket} is ${current.status} and closed; it cannot change.`
              : `An ${current.status} ticket cannot become ${body.status}.`,
          );
        }
        const now = new Date();
        const closing = body.status === 'resolved' || body.status === 'rejected';
        const [updated] = await tx
          .update(grievances)
          .set({
            status: body.status,
            reply: body.reply,
            acknowledgedAt: current.acknowledgedAt ?? now,
            closedAt: closing ? now : null,
            updatedAt: now,
          })
          .where(eq(grievances.id, id))
          .returning();
        await audit.record(tx, entry(actor, 'status', current, updated!));
        mail = notifications.emailFor(
          grievanceReplyEmail({
            storeName: general.storeName,
            officerName: legal.grievanceOfficer.name,
            officerDesignation: legal.grievanceOfficer.designation,
            lookupUrl: lookupUrl(updated!.ticket),
            status: body.status,
            reply: body.reply,
            g: updated!,
          }),
        );
        if (mail.statement) await tx.execute(mail.statement);
        return updated!;
      });
      await (mail as ReturnType<typeof notifications.emailFor> | null)?.afterCommit();
      return toAdmin(row);
    },
  };
}
export type GrievancesService = ReturnType<typeof createGrievancesService>;
