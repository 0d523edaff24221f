import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './db.ts';

const dialect = new PgDialect();

/** A statement whose text is built once; `run` sends it with this request's values. */
export type PreparedSql<Row, Values extends Record<string, unknown>> = {
  run(q: Db | Tx, values: Values): Promise<Row[]>;
  /** The statement as SQL, for a caller that sends it inside one of its own. */
  readonly text: string;
};

/**
 * Hot paths (the session check, the cart, placing an order) run a handful of statements on
 * every request: building each from drizzle's query builder every time was a large share of the
 * server's CPU per order (bench/checkout.ts, docs/architecture.md "Performance budget"). This
 * builds the text and its parameter slots (`sql.placeholder(name)`) once; on PostgreSQL the
 * statement is also named, so each connection parses and plans it once. Rows come back as the
 * driver gives them (snake_case columns as the SQL names them; timestamps as text).
 */
export function preparedSql<Row, Values extends Record<string, unknown>>(
  name: string,
  statement: SQL,
): PreparedSql<Row, Values> {
  const query = dialect.sqlToQuery(statement);
  return {
    text: query.sql,
    async run(q, values) {
      const result = await q._.session.prepareQuery(query, undefined, name, false).execute(values);
      return (result as { rows: Row[] }).rows;
    },
  };
}
