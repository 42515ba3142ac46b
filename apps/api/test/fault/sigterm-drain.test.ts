import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCustomer, ownPostgres, sleep, startPortal, type Portal } from './fault-kit.ts';

/** Can a new TCP connection be opened to the port? */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/**
 * SIGTERM while requests are in flight: the uploads already started finish with their answer, new connections
 * are refused, and the process exits 0.
 */
describe('SIGTERM with requests in flight', () => {
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

  it('finishes requests in flight, refuses new connections and exits 0', async () => {
    portal = await startPortal({ DATABASE_URL: db.url, DATA_DIR: dataDir });
    const token = await loginCustomer(portal.url);
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 0, g: 90, b: 60 } } }).png().toBuffer();

    // Three uploads whose bodies arrive slowly: each is in flight when the signal comes.
    const boundary = '----portal-fault';
    const head = Buffer.from(
      ['category', '1', 'subcategory', '1', 'branchId', 'main', 'description', 'Order sent across a shutdown']
        .reduce<string[]>((parts, v, i, all) => (i % 2 ? parts : [...parts, `--${boundary}\r\nContent-Disposition: form-data; name="${v}"\r\n\r\n${all[i + 1]}\r\n`]), [])
        .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = Buffer.concat([png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const inFlight = [0, 1, 2].map(
      () =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = request(
            `${portal!.url}/api/service/express/create`,
            { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + tail.length } },
            (res) => {
              let body = '';
              res.on('data', (d: Buffer) => (body += d.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
            },
          );
          req.on('error', reject);
          req.write(head);
          // The rest of the body only after the signal.
          setTimeout(() => req.end(tail), 1500);
        }),
    );
    await sleep(500);
    portal.child.kill('SIGTERM');
    await sleep(400);
    expect(await accepts(portal.port), 'a new connection after SIGTERM').toBe(false);

    const answers = await Promise.all(inFlight);
    for (const a of answers) {
      expect(a.status, a.body).toBe(200);
      expect(JSON.parse(a.body)).toMatchObject({ error: false, status: 200 });
    }
    expect(await portal.exited).toEqual({ code: 0, signal: null });
    portal = null;
  });
});
