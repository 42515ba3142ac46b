import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCustomer, ownPostgres, sleep, startPortal, tcpForwarder, type Portal } from './fault-kit.ts';

const AR_UNAVAILABLE = 'الخدمة غير متاحة مؤقتًا، الرجاء المحاولة مرة أخرى';

/**
 * PostgreSQL stopped and started again under load: calls that need the database answer 503 in the envelope
 * (translated) within a bounded time, the process keeps running, and it serves 200 again once the database is back.
 */
describe('PostgreSQL restarted under load', () => {
  let db: Awaited<ReturnType<typeof ownPostgres>>;
  let forwarder: Awaited<ReturnType<typeof tcpForwarder>>;
  let dataDir: string;
  let portal: Portal | null = null;

  beforeAll(async () => {
    db = await ownPostgres();
    forwarder = await tcpForwarder(() => db.port);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-fault-data-'));
  }, 120_000);
  afterAll(async () => {
    portal?.child.kill('SIGKILL');
    await forwarder?.close();
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while it is down, never crashes, and recovers to 200', async () => {
    const url = new URL(db.url);
    url.port = String(forwarder.port);
    portal = await startPortal({ DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    const token = await loginCustomer(portal.url);
    const headers = { authorization: `Bearer ${token}`, lang: 'ar' };

    type Answer = { at: number; status: number; ms: number; body: { error?: boolean; message?: string; status?: number } | null };
    const answers: Answer[] = [];
    let stop = false;
    // Calls that need the database: the order list, readiness and the profile.
    const load = async (path: string) => {
      while (!stop) {
        const started = Date.now();
        try {
          const res = await fetch(`${portal!.url}${path}`, { headers, signal: AbortSignal.timeout(15_000) });
          const text = await res.text();
          let body: Answer['body'] = null;
          try {
            body = JSON.parse(text);
          } catch {
            body = null;
          }
          answers.push({ at: started, status: res.status, ms: Date.now() - started, body });
        } catch {
          answers.push({ at: started, status: 0, ms: Date.now() - started, body: null });
        }
        await sleep(50);
      }
    };
    const loaders = Promise.all([load('/api/v3/service/talzeem/request/active/get'), load('/api/readyz'), load('/api/customer/profile/view')]);
    await sleep(1500);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);

    const downAt = Date.now();
    await forwarder.down();
    await db.stop();
    await sleep(8000);
    const whileDown = answers.filter((a) => a.at >= downAt + 500);
    expect(whileDown.length).toBeGreaterThan(3);
    // Every answer while it is down is bounded in time; the ones that failed are 503 in the envelope, in Arabic.
    for (const a of whileDown) {
      expect(a.status, JSON.stringify(a)).not.toBe(0);
      expect(a.ms, JSON.stringify(a)).toBeLessThan(5000);
      expect([200, 503], `${JSON.stringify(a)}\n${portal.output().split("\n").filter((l) => l.includes("request failed")).slice(-2).join("\n").slice(0, 1500)}`).toContain(a.status);
      if (a.status === 503) expect(a.body).toEqual({ error: true, message: AR_UNAVAILABLE, data: null, status: 503 });
    }
    expect(whileDown.filter((a) => a.status === 503).length).toBeGreaterThan(2);
    expect(portal.child.exitCode).toBeNull();

    await db.start();
    await forwarder.up();
    const upAt = Date.now();
    let recovered = false;
    while (Date.now() - upAt < 30_000) {
      const recent = answers.filter((a) => a.at > Date.now() - 1500);
      if (recent.length >= 3 && recent.every((a) => a.status === 200)) {
        recovered = true;
        break;
      }
      await sleep(250);
    }
    stop = true;
    await loaders;
    expect(recovered, portal.output()).toBe(true);
    expect(portal.child.exitCode).toBeNull();
    portal.child.kill('SIGTERM');
    expect((await portal.exited).code).toBe(0);
    portal = null;
  });
});
