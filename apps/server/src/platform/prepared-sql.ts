import { createHash } from 'node:crypto';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './db.ts';

const dialect = new PgDialect();

/** A statement whose text is built once; `run` sends it with this request's values. */
export type PreparedSql<Row, Values extends Record<string, unknown>> = {
  run(q: Db | Tx, values: Values): Promise<Row[]>;
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
    async run(q, values) {
      const result = await q._.session.prepareQuery(query, undefined, name, false).execute(values);
      return (result as { rows: Row[] }).rows;
    },
  };
}

/**
 * Statement shapes named so far (this process), by their text: the name is hashed once per shape,
 * not on every order. Past the cap, new shapes go unnamed.
 */
const namedShapes = new Map<string, string>();
const MAX_NAMED_SHAPES = 200;

/**
 * Sends a statement built per call whose text depends only on its shape (how many lines an order
 * has, which statements go with it; every value a parameter) as a statement named after a hash
 * of its text, so each connection parses and plans each shape once instead of on every order.
 * A statement with a literal in its text would be a new shape each time: the cap keeps such a
 * mistake from filling the connections with statements (it then runs unnamed, as before).
 */
export async function executeByShape<Row>(
  q: Db | Tx,
  /** Names the statement's job (`inventory_take`); the name is this plus a hash of the text. */
  label: string,
  statement: SQL,
): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  let name = namedShapes.get(query.sql);
  if (name === undefined) {
    if (namedShapes.size >= MAX_NAMED_SHAPES) {
      const result = await q.execute(statement);
      return (result as unknown as { rows: Row[] }).rows;
    }
    name = `${label}_${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
    namedShapes.set(query.sql, name);
  }
  const result = await q._.session.prepareQuery(query, undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}

const columnsOf = new WeakMap<PgTable, [key: string, name: string][]>();

/**
 * Inserts whole rows of `table` (every column given, ids included) sent as one json parameter:
 * the statement is short and cheap to build whatever the number of rows, where drizzle's insert
 * builder maps every column of every row on each call.
 */
export function insertRowsSql<T extends PgTable>(table: T, rows: T['$inferSelect'][]): SQL {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]);
    columnsOf.set(table, columns);
  }
  const json = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, name] of columns) out[name] = (row as Record<string, unknown>)[key] ?? null;
    return out;
  });
  return sql`insert into ${table}
    select * from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)`;
}
