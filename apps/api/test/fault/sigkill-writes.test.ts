import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCustomer, ownPostgres, sleep, startPortal, storedKeys, type Portal } from './fault-kit.ts';

/**
 * SIGKILL during a stream of order writes with uploads: every order the server acknowledged (200) is in the
 * database after a restart, with its attachments, and no stored file is left without its row.
 */
describe('SIGKILL during order writes and uploads', () => {
  let db: Awaited<ReturnType<typeof ownPostgres>>;
  let dataDir: string;
  let portal: Portal | null = null;

  beforeAll(async () => {
    db = await ownPostgres();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-fault-data-'));
  }, 120_000);
  afterAll(async () => {
    portal?.child.kill('SIGKILL');
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and leaves no orphaned file', async () => {
    const env = { DATABASE_URL: db.url, DATA_DIR: dataDir, FILE_SWEEP_GRACE_SECONDS: '0' };
    portal = await startPortal(env);
    const token = await loginCustomer(portal.url);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();

    const acknowledged: Array<{ id: number; attachments: number }> = [];
    let sent = 0;
    let stop = false;
    const order = async (n: number) => {
      const form = new FormData();
      form.append('category', '1');
      form.append('subcategory', '1');
      form.append('branchId', 'main');
      form.append('description', `Fault test order ${n}`);
      form.append('attachments', new Blob([new Uint8Array(png)], { type: 'image/png' }), `photo-${n}.png`);
      form.append('attachments', new Blob([new Uint8Array(png)], { type: 'image/png' }), `photo-${n}-b.png`);
      const res = await fetch(`${portal!.url}/api/service/express/create`, { method: 'POST', headers: { authorization: `Bearer ${token}`, lang: 'en' }, body: form });
      if (res.status === 200) {
        const body = (await res.json()) as { data: { id: number } };
        acknowledged.push({ id: body.data.id, attachments: 2 });
      } else if (res.status >= 500) {
        throw new Error(`order ${n}: ${res.status} ${await res.text()}`);
      }
    };
    // Four writers in parallel; the kill lands while several are mid-way.
    const writer = async () => {
      while (!stop) {
        const n = sent++;
        await order(n).catch((err: Error) => {
          if (!stop && !/fetch failed|ECONNRESET|socket|terminated/i.test(String(err.cause ?? err.message))) throw err;
        });
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    const until = Date.now() + 20_000;
    while (acknowledged.length < 12 && Date.now() < until) await sleep(50);
    expect(acknowledged.length, portal.output()).toBeGreaterThanOrEqual(3);
    await sleep(Math.floor(Math.random() * 150));
    portal.child.kill('SIGKILL');
    stop = true;
    expect((await portal.exited).signal).toBe('SIGKILL');
    await writers;
    const acked = [...acknowledged];

    // Restart on the same data folder and database: the start sweeps files a killed write left behind.
    portal = await startPortal(env);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const { rows: found } = await client.query<{ id: number; attachments: number }>(
        `SELECT o.id, count(a.id)::int AS attachments FROM orders o LEFT JOIN order_attachments a ON a.order_id = o.id WHERE o.id = ANY($1) GROUP BY o.id`,
        [acked.map((o) => o.id)],
      );
      expect(found.sort((a, b) => a.id - b.id)).toEqual(acked.sort((a, b) => a.id - b.id));

      const { rows: fileRows } = await client.query<{ storage_key: string }>('SELECT storage_key FROM files');
      const known = new Set(fileRows.map((r) => r.storage_key));
      const onDisk = storedKeys(dataDir);
      expect(onDisk.filter((k) => !known.has(k)), 'files on disk without a row').toEqual([]);
      expect([...known].filter((k) => !onDisk.includes(k) && /^[0-9a-f]{2}\//.test(k)), 'rows without their file').toEqual([]);
      // And the restarted portal serves an acknowledged order's attachment.
      const { rows: one } = await client.query<{ file_id: string }>('SELECT file_id FROM order_attachments WHERE order_id = $1 LIMIT 1', [acked[0]!.id]);
      const token2 = await loginCustomer(portal.url);
      const file = await fetch(`${portal.url}/api/files/${one[0]!.file_id}`, { headers: { authorization: `Bearer ${token2}` } });
      expect(file.status).toBe(200);
    } finally {
      await client.end();
    }
    portal.child.kill('SIGTERM');
    expect((await portal.exited).code).toBe(0);
    portal = null;
  });
});
