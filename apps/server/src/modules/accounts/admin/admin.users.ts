import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  AdminUser,
  AdminUserList,
  AdminUserQuery,
  CreateUserBody,
  UpdateUserBody,
} from '@propwash/domain/accounts/schemas';
import { AppError } from '../../../platform/app-error.ts';
import { auditEntryOf, type AuditActor, type AuditTrail } from '../../../platform/audit.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { pageInfo, selectPage } from '../../../platform/paging.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { refuseCommonPassword, type AccountsService } from '../accounts.service.ts';
import { users } from '../accounts.tables.ts';
import { containsPattern } from '../../../platform/like.ts';
import { isUniqueViolation } from '../../../platform/pg-errors.ts';

type UserRow = typeof users.$inferSelect;

function toAdminUser(u: UserRow): AdminUser {
  const password = u.passwordHash !== null;
  const google = u.googleSubject !== null;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    status: u.status,
    signIn: password && google ? 'both' : google ? 'google' : 'password',
    createdAt: u.createdAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emailTaken = () => new AppError('CONFLICT', 'An account with this email already exists');
const notFound = () => new AppError('NOT_FOUND', 'User not found');
/** An erased account stays erased (docs/decisions/data-export-and-erasure.md). */
const erasedAccount = () =>
  new AppError('CONFLICT', 'This account was erased: it can no longer be changed');

/**
 * The shop owner's user management: list, open, add, edit, ban and delete accounts. Role changes
 * live in the accounts service (they end sessions the same way). An admin never bans, demotes or
 * deletes themself, so a shop cannot lock its last admin out by accident.
 */
export function createUserAdminService(deps: {
  db: Db;
  accounts: Pick<AccountsService, 'endAllSessions'>;
  /** Products whose reviews by this user disappear with the account (their ratings change). */
  reviewedProducts: (userId: string) => Promise<string[]>;
  /** Recomputes the ratings of products that lost reviews. */
  refreshRatings: (productIds: string[]) => Promise<void>;
  audit: AuditTrail;
}) {
  const { db, accounts, audit } = deps;
  /** A user's audit entry; the password hash only ever shows as "(hidden)" (platform/audit.ts). */
  const entry = auditEntryOf<UserRow>('user', (u) => u.email, {
    only: ['name', 'email', 'phone', 'role', 'status', 'passwordHash'],
  });
  const recordIfChanged = async (tx: Tx, logged: ReturnType<typeof entry>) => {
    if (Object.keys(logged.changes).length > 0) await audit.record(tx, logged);
  };

  async function find(id: string): Promise<UserRow> {
    if (!UUID.test(id)) throw notFound();
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Newest first; search matches name, email or phone. */
    async list(query: AdminUserQuery): Promise<AdminUserList> {
      const filters: (SQL | undefined)[] = [
        query.role ? eq(users.role, query.role) : undefined,
        query.status ? eq(users.status, query.status) : undefined,
      ];
      if (query.search) {
        const term = containsPattern(query.search);
        filters.push(
          or(ilike(users.name, term), ilike(users.email, term), ilike(users.phone, term)),
        );
      }
      const where = and(...filters);
      const { rows, total } = await selectPage(
        db,
        query,
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), asc(users.id))
          .$dynamic(),
        { table: users, where },
      );
      return { users: rows.map(toAdminUser), ...pageInfo(query, total) };
    },

    async get(id: string): Promise<AdminUser> {
      return toAdminUser(await find(id));
    },

    async create(body: CreateUserBody, actor: AuditActor): Promise<AdminUser> {
      await refuseCommonPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({
              name: body.name,
              email: body.email,
              phone: body.phone ?? null,
              role: body.role,
              passwordHash,
            })
            .returning();
          await audit.record(tx, entry(actor, 'create', null, created!));
          return created!;
        });
        return toAdminUser(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    /** Name, email and phone. A changed email must still be unique. */
    async update(id: string, body: UpdateUserBody, actor: AuditActor): Promise<AdminUser> {
      if (!UUID.test(id)) throw notFound();
      try {
        const row = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
          if (!before) throw notFound();
          if (before.status === 'erased') throw erasedAccount();
          const [updated] = await tx
            .update(users)
            .set({
              name: body.name,
              email: body.email,
              ...(body.phone !== undefined ? { phone: body.phone } : {}),
              updatedAt: new Date(),
            })
            .where(eq(users.id, id))
            .returning();
          await recordIfChanged(tx, entry(actor, 'update', before, updated!));
          return updated!;
        });
        return toAdminUser(row);
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    /** Ban (every session ends at once; sign-in is refused) or lift a ban. */
    async setStatus(actorId: string, id: string, status: UserRow['status']): Promise<AdminUser> {
      if (actorId === id) throw new AppError('CONFLICT', 'You cannot ban your own account');
      if (!UUID.test(id)) throw notFound();
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
        if (!before) throw notFound();
        if (before.status === 'erased') throw erasedAccount();
        const [updated] = await tx
          .update(users)
          .set({ status, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        await recordIfChanged(tx, entry({ id: actorId }, 'status', before, updated!));
        return updated!;
      });
      if (status === 'banned') await accounts.endAllSessions(id);
      return toAdminUser(row);
    },

    /**
     * Deletes the account and the personal data held with it (sessions, addresses, cart, wishlist,
     * reviews, push subscriptions go with the row). Orders stay, detached from the account, because
     * a tax invoice must be kept; they keep the name and address printed on them.
     */
    async remove(actorId: string, id: string): Promise<void> {
      if (actorId === id) throw new AppError('CONFLICT', 'You cannot delete your own account');
      await find(id);
      const products = await deps.reviewedProducts(id);
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(users).where(eq(users.id, id)).returning();
        if (!deleted) throw notFound();
        await audit.record(tx, entry({ id: actorId }, 'delete', deleted, null));
      });
      if (products.length > 0) await deps.refreshRatings(products);
    },
  };
}
export type UserAdminService = ReturnType<typeof createUserAdminService>;
