import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabase } from '@portal/db/database-url';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { countQueries, eventually, newUser, poll, post } from '../../../test/kits/notifications-test-kit.ts';

/** The 10 s poll must be cheap (docs/design.md Polling) and stay right across several API instances. */

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { sameDatabaseAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('the poll on one instance', () => {
  it('answers 304 to a matching If-None-Match without a single database query', async () => {
    const me = await newUser(a);
    await a.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'T', event: 'APRD', serviceId: 3 });
    const first = await poll(a, me);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"\d+\.\d+\.en"$/);

    const { result, queries, connects } = await countQueries(a, () => poll(a, me, 'en', etag));
    expect(result.statusCode).toBe(304);
    expect(result.body).toBe('');
    expect(result.headers.etag).toBe(etag);
    expect(queries + connects).toBe(0);

    // The counter does see queries: a 200 costs some.
    const full = await countQueries(a, () => poll(a, me, 'en'));
    expect(full.result.statusCode).toBe(200);
    expect(full.queries + full.connects).toBeGreaterThan(0);
  });

  it('answers 200 with the new item right after a write on the same instance', async () => {
    const me = await newUser(a);
    const etag = (await poll(a, me)).headers.etag as string;
    const n = await a.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'E', event: 'OTW', serviceId: 8 });
    const next = await poll(a, me, 'en', etag);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.list[0].id).toBe(n.id);
  });

  it('refuses a logged-out session at once, even though it was cached', async () => {
    const me = await newUser(a);
    const etag = (await poll(a, me)).headers.etag as string;
    // Cached: the poll costs nothing.
    expect((await countQueries(a, () => poll(a, me, 'en', etag))).queries).toBe(0);
    expect((await post(a, me, '/customer/logout')).statusCode).toBe(200);
    expect((await poll(a, me, 'en', etag)).statusCode).toBe(401);
  });

  it('never keeps a session past its expiry', async () => {
    const short = await createTestApp({ sessionAbsoluteSeconds: 1 });
    try {
      const me = await newUser(short);
      const etag = (await poll(short, me)).headers.etag as string;
      expect((await poll(short, me, 'en', etag)).statusCode).toBe(304);
      await new Promise((r) => setTimeout(r, 1100));
      expect((await poll(short, me, 'en', etag)).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('two instances on the same database', () => {
  it("a notification written by A makes B's next poll answer 200 with it", async () => {
    const me = await newUser(a);
    const first = await poll(b, me);
    const etag = first.headers.etag as string;
    // B now answers from memory.
    const cached = await countQueries(b, () => poll(b, me, 'en', etag));
    expect(cached.result.statusCode).toBe(304);
    expect(cached.queries).toBe(0);

    const n = await a.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'R', event: 'REPLIED', serviceId: 15, payload: { replyId: 4 } });
    const res = await eventually(async () => {
      const r = await poll(b, me, 'en', etag);
      return r.statusCode === 200 && r;
    }, 2000);
    expect(res.json().data.list.map((x: { id: number }) => x.id)).toEqual([n.id]);
    expect(res.headers.etag).not.toBe(etag);
  });

  it("a read on B makes A's poll answer 200", async () => {
    const me = await newUser(a);
    const n = await a.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'T', event: 'UP', serviceId: 2 });
    const etag = (await poll(a, me)).headers.etag as string;
    expect((await poll(a, me, 'en', etag)).statusCode).toBe(304);
    await post(b, me, '/homepage/notification/read', { id: n.id });
    const res = await eventually(async () => {
      const r = await poll(a, me, 'en', etag);
      return r.statusCode === 200 && r;
    }, 2000);
    expect(res.json().data.list[0].isRead).toBe(true);
  });

  it('a logout on A makes B refuse the token (well within the 30 s cache)', async () => {
    const me = await newUser(a);
    const etag = (await poll(b, me)).headers.etag as string;
    expect((await countQueries(b, () => poll(b, me, 'en', etag))).queries).toBe(0);
    expect((await post(a, me, '/customer/logout')).statusCode).toBe(200);
    await eventually(async () => (await poll(b, me, 'en', etag)).statusCode === 401, 2000);
  });

  it('ending all sessions of an account on A ends them on B', async () => {
    const me = await newUser(a);
    const etag = (await poll(b, me)).headers.etag as string;
    expect((await poll(b, me, 'en', etag)).statusCode).toBe(304);
    await a.app.ctx.sessions.revokeAll(me.accountId);
    await eventually(async () => (await poll(b, me, 'en', etag)).statusCode === 401, 2000);
  });

  it('stops trusting memory while its listener is down, and trusts it again once reconnected', async () => {
    const me = await newUser(a);
    const etag = (await poll(b, me)).headers.etag as string;
    expect(b.app.ctx.events.live).toBe(true);

    // Kill every LISTEN connection of this database (both instances' listeners).
    const admin = new pg.Client({ connectionString: withDatabase(inject('pgServerUrl'), a.database) });
    await admin.connect();
    const killed = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`);
    await admin.end();
    expect(killed.rowCount).toBe(2);
    await eventually(async () => !b.app.ctx.events.live, 2000);
    // While down, nothing is answered from memory.
    expect(b.app.ctx.notificationVersions.cached(me.accountId)).toBeUndefined();

    // Whether or not B already noticed, a write now must reach B's next polls: memory is dropped on reconnect.
    const n = await a.app.ctx.notify.sendNow({ accountId: me.accountId, type: 'E', event: 'UP', serviceId: 1 });
    const res = await eventually(async () => {
      const r = await poll(b, me, 'en', etag);
      return r.statusCode === 200 && r;
    }, 5000);
    expect(res.json().data.list[0].id).toBe(n.id);
    await eventually(async () => b.app.ctx.events.live && a.app.ctx.events.live, 5000);

    // Back to the cheap path.
    const next = res.headers.etag as string;
    expect((await poll(b, me, 'en', next)).statusCode).toBe(304);
    const cached = await countQueries(b, () => poll(b, me, 'en', next));
    expect(cached.result.statusCode).toBe(304);
    expect(cached.queries).toBe(0);
  });
});
