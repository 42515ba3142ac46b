import { accounts } from '@portal/db/schema/accounts';
import type { TestApp } from '../harness.ts';

/** Helpers shared by the notification and push tests (imported by *.test.ts only). */

export type TestUser = { accountId: number; token: string; headers: (lang?: string, extra?: Record<string, string>) => Record<string, string> };

let seq = 0;

/** An account inserted directly (no sign-up needed here) with a live session made by the app's own store. */
export async function newUser(t: TestApp, role: 'customer' | 'provider' | 'operator' = 'customer', status: 'active' | 'suspended' = 'active'): Promise<TestUser> {
  const [row] = await t.db
    .insert(accounts)
    .values({ role, email: `${role}${seq++}.${Math.random().toString(36).slice(2, 8)}@example.jo`, passwordHash: 'not-used', isVerified: true, status, operatorRole: role === 'operator' ? 'admin' : null })
    .returning({ id: accounts.id });
  const accountId = row!.id;
  const token = await t.app.ctx.sessions.create(accountId, null, 'W');
  return { accountId, token, headers: (lang = 'en', extra = {}) => ({ authorization: `Bearer ${token}`, lang, ...extra }) };
}

export function poll(t: TestApp, user: TestUser, lang = 'en', etag?: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/homepage/notification/get${query}`, headers: user.headers(lang, etag ? { 'if-none-match': etag } : {}) });
}

export function post(t: TestApp, user: TestUser, path: string, payload?: unknown, lang = 'en') {
  return t.app.inject({ method: 'POST', url: `/api${path}`, headers: user.headers(lang), ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Counts the queries an app sends to its pool (plain queries and transactions' connections) while `fn` runs. */
export async function countQueries<T>(t: TestApp, fn: () => Promise<T>): Promise<{ result: T; queries: number; connects: number }> {
  const pool = t.pool;
  const query = pool.query.bind(pool);
  const connect = pool.connect.bind(pool);
  let queries = 0;
  let connects = 0;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    queries++;
    return (query as (...a: unknown[]) => unknown)(...args);
  };
  (pool as { connect: unknown }).connect = (...args: unknown[]) => {
    connects++;
    return (connect as (...a: unknown[]) => unknown)(...args);
  };
  try {
    return { result: await fn(), queries, connects };
  } finally {
    (pool as { query: unknown }).query = query;
    (pool as { connect: unknown }).connect = connect;
  }
}

/** Retries `check` until it holds or `ms` pass (cross-instance events arrive within milliseconds). */
export async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}
