import { sql, type SQL } from 'drizzle-orm';
import { users } from './accounts.tables.ts';

/**
 * The accounts' side of statements other modules send: the ids of the admins who may be told
 * about the shop's news (active accounts), as a subquery the caller puts in its own statement,
 * so a new-order push reads its audience in one round trip while each module reads only its own
 * tables (docs/architecture.md, "A module owns its tables").
 */
export const activeAdminIdsSql: SQL = sql`select ${users.id} from ${users}
  where ${users.role} = 'admin' and ${users.status} = 'active'`;
