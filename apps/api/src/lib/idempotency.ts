import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@portal/db/client';
import { idempotencyKeys } from '@portal/db/schema/idempotency';
import { AppError } from './app-error.ts';

/** What a client may send as Idempotency-Key: a UUID or any short token of these characters. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
/** A first call that never stored its answer (the process died under it) stops blocking its key after this. */
const ABANDONED_AFTER_SECONDS = 60;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey?: { accountId: number; key: string };
  }
}

/** The SQL of the idempotency keys (table idempotency_keys). */
function idempotencyRepository(db: Db) {
  return {
    /** True when this call is the key's first (the row is now held for it). */
    async claim(accountId: number, key: string, method: string, path: string): Promise<boolean> {
      // A held row whose first call died long ago is given up first, so the key can be claimed again.
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.accountId, accountId),
            eq(idempotencyKeys.key, key),
            sql`${idempotencyKeys.status} IS NULL AND ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`,
          ),
        );
      const rows = await db
        .insert(idempotencyKeys)
        .values({ accountId, key, method, path })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return rows.length > 0;
    },
    async find(accountId: number, key: string) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
      return row;
    },
    store: (accountId: number, key: string, status: number, body: unknown) =>
      db
        .update(idempotencyKeys)
        .set({ status, body })
        .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key))),
    release: (accountId: number, key: string) =>
      db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key))),
  };
}

/**
 * Idempotency-Key on the write calls of a signed-in scope (the provider API, issue 18; docs/decisions/0020): the
 * provider app queues actions taken offline and may send one again when it cannot know whether the first
 * arrived. The first call with a key holds it; its answer (any status below 500) is stored and replayed for the
 * same key, marked `idempotency-replayed: true`, so the action happens once. A second call while the first
 * runs gets 409; a key used for another method or path gets 422. Without the header nothing changes. Answers
 * of 500 and above release the key: the action did not happen and may be tried again. Registered after the
 * scope's role check (preHandler), so the key belongs to the session's account; invalid input (400) is
 * answered before and never stored.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  const repo = idempotencyRepository(db);

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'POST' && req.method !== 'PUT' && req.method !== 'PATCH' && req.method !== 'DELETE') return;
    const header = req.headers['idempotency-key'];
    if (header === undefined || !req.session) return;
    const key = Array.isArray(header) ? header[0]! : header;
    if (!KEY_PATTERN.test(key)) throw new AppError(400, 'idempotencyKeyInvalid');
    const accountId = req.session.accountId;
    const path = req.url.split('?')[0]!.slice(0, 300);
    if (await repo.claim(accountId, key, req.method, path)) {
      req.idempotencyKey = { accountId, key };
      return;
    }
    const row = await repo.find(accountId, key);
    if (!row || row.method !== req.method || row.path !== path) throw new AppError(422, 'idempotencyKeyReused');
    if (row.status === null) throw new AppError(409, 'idempotencyKeyInProgress');
    return reply.code(row.status).header('idempotency-replayed', 'true').header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(row.body));
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const held = req.idempotencyKey;
    if (!held) return payload;
    req.idempotencyKey = undefined;
    if (reply.statusCode >= 500) {
      await repo.release(held.accountId, held.key);
      return payload;
    }
    let body: unknown = null;
    try {
      body = typeof payload === 'string' ? JSON.parse(payload) : null;
    } catch {
      body = null;
    }
    await repo.store(held.accountId, held.key, reply.statusCode, body);
    return payload;
  });
}
