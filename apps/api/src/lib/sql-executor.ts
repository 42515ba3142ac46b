import { sql, type SQL } from 'drizzle-orm';

/** Anything Drizzle runs raw SQL with: the pool's `db` or an open transaction. */
export type SqlExecutor = { execute: (query: SQL) => Promise<{ rows: unknown[] }> };

/**
 * pg-boss's `db` option (`executeSql(text, values)` with $1… placeholders) on a Drizzle executor, so a job is
 * written by the caller's transaction. Drizzle has no public way to run positional text, so each `$n` becomes a
 * bound parameter of the same value (pg-boss's statements hold no `$` other than their placeholders).
 */
export function sqlExecutor(executor: SqlExecutor) {
  return {
    async executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
      const pieces = text.split(/\$(\d+)/);
      const query = sql.join(pieces.map((piece, i) => (i % 2 ? sql`${values[Number(piece) - 1] ?? null}` : sql.raw(piece))));
      const result = await executor.execute(query);
      return { rows: result.rows };
    },
  };
}
