import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { countQueries } from '../../test/kits/notifications-test-kit.ts';
import { customerAt, PLACES } from '../../test/kits/accounts-test-kit.ts';

/** The sliding idle expiry is refreshed for many sessions at once, outside the requests that earn it. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const lastSeen = async (token: string) =>
  (
    await t.pool.query<{ age: number }>(
      `SELECT extract(epoch FROM now() - last_seen_at)::float AS age FROM sessions WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [token],
    )
  ).rows[0]!.age;

describe('refreshing the idle expiry of sessions', () => {
  it('writes the refreshes of many sessions seen a while ago in one statement', async () => {
    const customers = await Promise.all([1, 2, 3, 4, 5].map(() => customerAt(t, PLACES.khalda)));
    const ids = customers.map((c) => c.id);
    await t.pool.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE account_id = ANY($1)`, [ids]);
    for (const c of customers) {
      const res = await t.app.inject({ method: 'GET', url: '/api/homepage/notification/get', headers: c.headers });
      expect(res.statusCode).toBe(200);
    }
    const { queries } = await countQueries(t, () => t.app.ctx.sessions.flushTouches());
    expect(queries).toBe(1);
    for (const c of customers) expect(await lastSeen(c.token)).toBeLessThan(30);
  });

  it('leaves a session seen within the minute as it is', async () => {
    const c = await customerAt(t, PLACES.khalda);
    await t.pool.query(`UPDATE sessions SET last_seen_at = now() - interval '20 seconds' WHERE account_id = $1`, [c.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/homepage/notification/get', headers: c.headers })).statusCode).toBe(200);
    await t.app.ctx.sessions.flushTouches();
    expect(await lastSeen(c.token)).toBeGreaterThanOrEqual(19);
  });

  it('writes what is pending when the app closes', async () => {
    const other = await createTestApp({}, { sameDatabaseAs: t });
    const c = await customerAt(other, PLACES.khalda);
    await other.pool.query(`UPDATE sessions SET last_seen_at = now() - interval '5 minutes' WHERE account_id = $1`, [c.id]);
    expect((await other.app.inject({ method: 'GET', url: '/api/homepage/notification/get', headers: c.headers })).statusCode).toBe(200);
    await other.close();
    expect(await lastSeen(c.token)).toBeLessThan(30);
  });
});
