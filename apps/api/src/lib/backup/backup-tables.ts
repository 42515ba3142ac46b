import type pg from 'pg';

export type TableInfo = {
  name: string;
  /** Stored columns in table order (generated columns are left to the database). */
  columns: string[];
  /** Identity columns, whose sequences follow the restored rows. */
  identity: string[];
};

/**
 * The application's tables (schema public) in foreign-key order: a table comes after every table it references,
 * so a restore can load them one by one with every constraint checked. pg-boss's schema is not part of it: its
 * jobs are rebuilt by the sweeps (deadlines, the mail outbox) and a push is worth nothing a day late.
 */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const tables = (await client.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') ORDER BY relname`)).rows.map((r) => r.name);
  const cols = await client.query<{ table_name: string; column_name: string; is_generated: string; is_identity: string }>(
    `SELECT table_name, column_name, is_generated, is_identity FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const refs = await client.query<{ child: string; parent: string }>(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const r of refs.rows) if (r.child !== r.parent) parents.get(r.child)?.add(r.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (!next.length) throw new Error('the foreign keys of the schema form a cycle: no load order exists');
    for (const t of next) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered.map((name) => {
    const mine = cols.rows.filter((c) => c.table_name === name);
    return {
      name,
      columns: mine.filter((c) => c.is_generated !== 'ALWAYS').map((c) => c.column_name),
      identity: mine.filter((c) => c.is_identity === 'YES').map((c) => c.column_name),
    };
  });
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** How far the schema is migrated: the number of applied migrations (drizzle's journal). */
export async function migrationLevel(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  return rows[0]!.n;
}
