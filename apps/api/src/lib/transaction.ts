import type { Db } from '@portal/db/client';

/** An open Drizzle transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Work that must wait for the commit (this instance's caches, waking a job worker); it never awaits a remote service. */
export type AfterCommit = () => Promise<void>;

/**
 * THE transaction helper of the services: runs `work` in one transaction, handing it a list to push after-commit
 * work on, then runs that work once the transaction has committed (never after a rollback). After-commit work is
 * local and quick: pushes and mails leave from their durable jobs, written inside the transaction. Its failures
 * never fail the committed change.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx, after: AfterCommit[]) => Promise<T>): Promise<T> {
  const after: AfterCommit[] = [];
  const result = await db.transaction((tx) => work(tx, after));
  await Promise.allSettled(after.map((fn) => fn()));
  return result;
}
