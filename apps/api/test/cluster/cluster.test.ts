import { readdirSync } from 'node:fs';
import { connect } from 'node:http2';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '../fault/fault-kit.ts';
import { startCluster, type Cluster } from './cluster-kit.ts';

/**
 * Three instances behind nginx (TLS, round-robin) on one PostgreSQL, Redis and S3 (issue 16): what one instance
 * does, the others know at once, background work happens exactly once, and losing an instance loses nothing
 * that was acknowledged.
 */
const PASSWORD = 'Demo@12345';

describe('three instances behind nginx on shared PostgreSQL, Redis and S3', () => {
  let c: Cluster;
  beforeAll(async () => {
    c = await startCluster();
  }, 180_000);
  afterAll(async () => {
    await c?.close();
  }, 60_000);

  const at = (i: number) => async (p: string, init: RequestInit = {}) => fetch(`${c.direct(i)}${p}`, { ...init, headers: { lang: 'en', ...(init.headers as Record<string, string>) } });
  async function login(role: 'customer' | 'provider' | 'operator', email: string, via = -1): Promise<string> {
    const body = role === 'customer' ? { email, password: PASSWORD, deviceToken: '', deviceType: 'W' } : { email, password: PASSWORD };
    const res = via < 0 ? await c.proxy(`/api/${role}/login`, { json: body }) : await at(via)(`/api/${role}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, json: async () => r.json() }));
    const json = (await res.json()) as { data?: { authToken?: string } };
    if (!json.data?.authToken) throw new Error(`${role} login: ${res.status} ${JSON.stringify(json)}`);
    return json.data.authToken;
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  async function rfpQuestions(token: string) {
    const q = await c.proxy('/api/v2/admin/question/get?categoryId=1&subCategoryId=1', { headers: bearer(token) });
    const data = q.json<{ data: { general: Question[]; category: Question[] } }>().data;
    return [...data.general, ...data.category];
  }
  function rfpBody(title: string, questions: Question[]) {
    const now = Math.floor(Date.now() / 1000);
    const task = { categoryId: 1, subCategoryId: 1, description: 'Repaint and fix', formattedDescription: '<p>Repaint and fix</p>', attachments: [], answers: answerAll(questions) };
    return { startDate: now, endDate: now + 3 * 86_400, title, isGuarantee: true, branchId: 'main', tasks: [task] };
  }
  function expressForm(n: number, photo?: Buffer) {
    const form = new FormData();
    form.append('category', '1');
    form.append('subcategory', '1');
    form.append('branchId', 'main');
    form.append('description', `Cluster order ${n}: a leaking pipe under the kitchen sink`);
    if (photo) form.append('attachments', new Blob([new Uint8Array(photo)], { type: 'image/png' }), `photo-${n}.png`);
    return form;
  }

  it('answers through nginx over TLS with HTTP/2, and every instance is ready', async () => {
    expect((await c.proxy('/api/healthz')).status).toBe(200);
    const session = connect(c.origin, { ca: c.ca });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        const req = session.request({ ':path': '/api/healthz', lang: 'en' });
        req.on('response', (h) => resolve(Number(h[':status'])));
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(200);
    } finally {
      session.close();
    }
    for (let i = 0; i < 3; i++) expect((await at(i)('/api/readyz')).status).toBe(200);
  });

  it('serves a file uploaded through one instance from every instance, and keeps nothing on local disk', async () => {
    const token = await login('customer', 'customer@demo.jo');
    const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: { r: 200, g: 30, b: 60 } } }).png().toBuffer();
    const created = await c.proxy('/api/service/express/create', { form: expressForm(0, png), headers: bearer(token) });
    expect(created.status, created.body.toString()).toBe(200);
    const orderId = created.json<{ data: { id: number } }>().data.id;
    const { rows } = await c.sql.query<{ file_id: string }>('SELECT file_id FROM order_attachments WHERE order_id = $1', [orderId]);
    expect(rows).toHaveLength(1);
    const bodies = [];
    for (let i = 0; i < 3; i++) {
      const res = await at(i)(`/api/files/${rows[0]!.file_id}`, { headers: bearer(token) });
      expect(res.status, `instance ${i}`).toBe(200);
      bodies.push(Buffer.from(await res.arrayBuffer()));
    }
    expect(bodies[1]!.equals(bodies[0]!)).toBe(true);
    expect(bodies[2]!.equals(bodies[0]!)).toBe(true);
    for (let i = 0; i < 3; i++) expect(filesOnDisk(c.dataDir(i)), `instance ${i} DATA_DIR/files`).toEqual([]);
  });

  it('keeps the 10 s polls cheap on every instance: one ETag, 304 everywhere until something changes', async () => {
    const token = await login('customer', 'customer@demo.jo');
    const first = await at(0)('/api/homepage/notification/get', { headers: bearer(token) });
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    for (const i of [1, 2]) expect((await at(i)('/api/homepage/notification/get', { headers: { ...bearer(token), 'if-none-match': etag } })).status, `instance ${i}`).toBe(304);
    // Through the proxy too, whichever instance answers.
    for (let k = 0; k < 3; k++) expect((await c.proxy('/api/homepage/notification/get', { headers: { ...bearer(token), 'if-none-match': etag } })).status).toBe(304);
    // A change made on one instance is seen by the others on their next poll.
    expect((await at(1)('/api/homepage/notification/read-all', { method: 'POST', headers: bearer(token) })).status).toBe(200);
    const { rows } = await c.sql.query<{ id: number }>("SELECT o.id FROM orders o JOIN accounts a ON a.id = o.customer_id WHERE a.email = 'customer@demo.jo' AND o.type = 'E' ORDER BY o.id DESC LIMIT 1");
    const orderUrl = `/api/customer/service/express/request/get/${rows[0]!.id}`;
    const order = await at(2)(orderUrl, { headers: bearer(token) });
    expect(order.status).toBe(200);
    const orderTag = order.headers.get('etag')!;
    for (const i of [0, 1]) expect((await at(i)(orderUrl, { headers: { ...bearer(token), 'if-none-match': orderTag } })).status, `order poll on instance ${i}`).toBe(304);
  });

  it('counts rate limits and login locks across instances', async () => {
    const email = 'provider5@demo.jo';
    const statuses: number[] = [];
    for (let k = 0; k < 6; k++) {
      const res = await at(k % 3)('/api/provider/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Wrong@12345' }) });
      statuses.push(res.status);
    }
    // Five failures spread over three instances lock the account everywhere.
    expect(statuses.slice(0, 5).every((s) => s === 400 || s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    const right = await at(2)('/api/provider/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    expect(right.status).toBe(429);
  });

  it('dispatches an express order once: each provider offered once, one of five simultaneous accepts wins', async () => {
    const token = await login('customer', 'customer@demo.jo');
    const created = await c.proxy('/api/service/express/create', { form: expressForm(1), headers: bearer(token) });
    expect(created.status, created.body.toString()).toBe(200);
    const orderId = created.json<{ data: { id: number } }>().data.id;
    const offers = await c.sql.query<{ provider_id: number; n: number }>('SELECT provider_id, count(*)::int AS n FROM order_offers WHERE order_id = $1 GROUP BY provider_id', [orderId]);
    expect(offers.rows.length).toBeGreaterThanOrEqual(4);
    expect(offers.rows.every((r) => r.n === 1)).toBe(true);
    const providers = ['provider1@demo.jo', 'provider2@demo.jo', 'provider3@demo.jo', 'provider4@demo.jo'];
    const tokens = await Promise.all(providers.map((e, i) => login('provider', e, i % 3)));
    const answers = await Promise.all(tokens.map((t, i) => at(i % 3)(`/api/provider/orders/E/${orderId}/accept`, { method: 'POST', headers: bearer(t) }).then((r) => r.status)));
    expect(answers.filter((s) => s === 200), String(answers)).toHaveLength(1);
    const history = await c.sql.query<{ to_status: string }>('SELECT to_status FROM order_status_history WHERE order_id = $1 ORDER BY id', [orderId]);
    expect(history.rows.map((r) => r.to_status)).toEqual(['REQD', 'APRD']);
  });

  it('ends an express order nobody took exactly once, though every instance sweeps', async () => {
    const token = await login('customer', 'customer@demo.jo');
    const created = await c.proxy('/api/service/express/create', { form: expressForm(2), headers: bearer(token) });
    expect(created.status).toBe(200);
    const orderId = created.json<{ data: { id: number } }>().data.id;
    await waitFor(async () => (await c.sql.query('SELECT 1 FROM orders WHERE id = $1 AND status = $2', [orderId, 'REJT'])).rowCount === 1, 20_000);
    await sleep(2500); // three more sweeps on each instance
    const history = await c.sql.query('SELECT 1 FROM order_status_history WHERE order_id = $1 AND to_status = $2', [orderId, 'REJT']);
    const told = await c.sql.query("SELECT 1 FROM notifications WHERE service_id = $1 AND event = 'NO_PROVIDER'", [orderId]);
    expect(history.rowCount).toBe(1);
    expect(told.rowCount).toBe(1);
  });

  it('closes an RFP past its end date exactly once', async () => {
    const token = await login('customer', 'customer@demo.jo');
    const body = rfpBody('Cluster RFP', await rfpQuestions(token));
    const created = await c.proxy('/api/v2/service/rfp/create', { json: body, headers: bearer(token) });
    expect(created.status, created.body.toString()).toBe(200);
    const rfpId = created.json<{ data: { id: number } }>().data.id;
    await c.sql.query("UPDATE orders SET end_date = now() - interval '1 second' WHERE id = $1", [rfpId]);
    await waitFor(async () => (await c.sql.query('SELECT 1 FROM orders WHERE id = $1 AND status = $2', [rfpId, 'CLSE'])).rowCount === 1, 20_000);
    await sleep(2500);
    const history = await c.sql.query('SELECT 1 FROM order_status_history WHERE order_id = $1 AND to_status = $2', [rfpId, 'CLSE']);
    const told = await c.sql.query("SELECT 1 FROM notifications WHERE service_id = $1 AND event = 'CLSE'", [rfpId]);
    expect(history.rowCount).toBe(1);
    expect(told.rowCount).toBe(1);
  });

  it('ends a session on every instance at once on logout, and every session of a suspended customer', async () => {
    const token = await login('customer', 'customer@demo.jo', 0);
    const profile = (i: number, t: string) => at(i)('/api/homepage/notification/get', { headers: bearer(t) }).then((r) => r.status);
    for (let i = 0; i < 3; i++) expect(await profile(i, token)).toBe(200); // every instance has it cached now
    expect((await at(1)('/api/customer/logout', { method: 'POST', headers: bearer(token) })).status).toBe(200);
    expect(await profile(0, token)).toBe(401);
    expect(await profile(2, token)).toBe(401);

    const again = await login('customer', 'customer@demo.jo', 1);
    for (let i = 0; i < 3; i++) expect(await profile(i, again)).toBe(200);
    const operator = await login('operator', 'operator@demo.jo', 2);
    const { rows } = await c.sql.query<{ id: number }>("SELECT id FROM accounts WHERE email = 'customer@demo.jo'");
    const suspended = await at(2)(`/api/operator/customers/${rows[0]!.id}/suspend`, { method: 'POST', headers: bearer(operator) });
    expect(suspended.status, await suspended.text()).toBe(200);
    expect(await profile(0, again)).toBe(401);
    expect(await profile(1, again)).toBe(401);
    expect((await at(0)(`/api/operator/customers/${rows[0]!.id}/reactivate`, { method: 'POST', headers: bearer(operator) })).status).toBe(200);
  });

  it('loses no acknowledged write when one instance is killed mid-load, and the others go on serving', async () => {
    const token = await login('customer', 'customer@demo.jo');
    // RFPs, a write of several tables, from many clients: creation allows 20 per address per 10 minutes, so each
    // request comes from its own loopback address, which nginx passes on in X-Forwarded-For.
    const questions = await rfpQuestions(token);
    const acked: number[] = [];
    const afterKill: number[] = [];
    const refused: number[] = [];
    let killed = false;
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const k = n++;
        const from = `127.0.${10 + Math.floor(k / 250)}.${(k % 250) + 1}`;
        const res = await c.proxy('/api/v2/service/rfp/create', { json: rfpBody(`Load ${k}`, questions), headers: bearer(token), from }).catch(() => null);
        if (!res) continue;
        if (res.status === 200) (killed ? afterKill : acked).push(res.json<{ data: { id: number } }>().data.id);
        else refused.push(res.status);
      }
    };
    const writers = Promise.all([writer(), writer(), writer()]);
    await waitFor(async () => acked.length >= 9, 30_000, () => `acked ${acked.length}, refused ${refused.join(',')}`);
    c.portals[1]!.child.kill('SIGKILL');
    await c.portals[1]!.exited;
    killed = true;
    c.portals[1] = null;
    await waitFor(async () => afterKill.length >= 6, 30_000, () => `after the kill ${afterKill.length}, refused ${refused.join(',')}`);
    stop = true;
    await writers;
    // An answer nginx gave instead of the killed instance is a refusal, never a 200 for a lost write.
    expect(refused.every((s) => s === 502 || s === 503 || s === 504), String(refused)).toBe(true);
    const ids = [...acked, ...afterKill];
    const { rows } = await c.sql.query<{ id: number; tasks: number }>(
      'SELECT o.id, (SELECT count(*)::int FROM rfp_tasks t WHERE t.rfp_id = o.id) AS tasks FROM orders o WHERE o.id = ANY($1)',
      [ids],
    );
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(rows.every((r) => r.tasks === 1)).toBe(true);
    for (const i of [0, 2]) expect((await at(i)('/api/readyz')).status).toBe(200);
  });
});

type Question = { id: number; answerType: 'T' | 'SC' | 'MC'; options: Array<{ id: number }> };
const answerAll = (questions: Question[]) =>
  questions.map((q) => (q.answerType === 'T' ? { questionId: q.id, value: `Answer to ${q.id}` } : { questionId: q.id, optionIds: q.options.slice(0, q.answerType === 'MC' ? 2 : 1).map((o) => o.id) }));

async function waitFor(check: () => Promise<boolean>, ms: number, state: () => string = () => '') {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms ${state()}`);
    await sleep(100);
  }
}

function filesOnDisk(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && !d.name.startsWith('.'))
      .map((d) => d.name);
  } catch {
    return [];
  }
}
