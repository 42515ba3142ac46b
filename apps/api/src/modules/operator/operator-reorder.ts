import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { badRequest } from '../../lib/app-error.ts';

type Executor = Pick<Db, 'execute'>;
/** The lists an operator puts in order, each with its `sort` column (a fixed set: never a name from a request). */
type Sorted = 'categories' | 'sub_categories' | 'banners' | 'onboarding_screens';

/**
 * Puts one list in the order given (sort = 0, 1, 2 …) in the caller's transaction. `ids` must be the list's rows,
 * each once: the rows are locked first, so an item added or deleted meanwhile is seen, and a different set is
 * refused (400 `orderMismatch`, nothing changed) rather than leaving an item out of the order.
 */
export async function reorderList(tx: Executor, table: Sorted, scope: SQL, ids: number[]): Promise<void> {
  const t = sql.identifier(table);
  const { rows } = await tx.execute<{ id: number }>(sql`SELECT id FROM ${t} WHERE ${scope} ORDER BY id FOR UPDATE`);
  const current = new Set(rows.map((r) => Number(r.id)));
  if (current.size !== ids.length || ids.some((id) => !current.has(id))) throw badRequest('orderMismatch', { ids: ['orderMismatch'] });
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE ${t} SET sort = x.ord - 1 FROM unnest(ARRAY[${list}]::int[]) WITH ORDINALITY AS x(id, ord) WHERE ${t}.id = x.id`,
  );
}
