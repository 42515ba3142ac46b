import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyMp4 } from '../../src/lib/tiny-mp4.ts';
import { loginCustomer, ownPostgres, sleep, startPortal, type Portal } from './fault-kit.ts';

const MB = 1024 * 1024;
/** The server's resident size may grow by at most this much while the uploads run (documented in docs/security.md). */
const MAX_GROWTH_MB = 150;
const CLIENTS = Number(process.env.UPLOAD_CLIENTS ?? 20);

/** A field of /proc/<pid>/status in MB (VmRSS: resident now, VmHWM: the peak since start or the last reset). */
function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  if (!line) throw new Error(`no ${field} for ${pid}`);
  return Number(line[1]) / 1024;
}

/** Resets the peak resident size of a process (Linux ≥ 4.0); false where that is not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A small real PNG grown to exactly `bytes` by a private ancillary chunk (decoders skip it; the re-encode drops it). */
async function pngOfSize(bytes: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const dataLength = bytes - png.length - 12;
  const chunk = Buffer.alloc(12 + dataLength, 0x20);
  chunk.writeUInt32BE(dataLength, 0);
  chunk.write('khPd', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + dataLength)), 8 + dataLength);
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

/** A PDF of exactly `bytes` (a comment block pads it). */
function pdfOfSize(bytes: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%');
  const tail = Buffer.from('\ntrailer<<>>\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 0x41), tail]);
}

/** A multipart/form-data body: text fields, then the files under `attachments`. */
function multipartBody(fields: Record<string, string>, files: Array<{ name: string; type: string; data: Buffer }>) {
  const boundary = `----portal-memory-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    parts.push(f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a prepared body; resolves with the status and the answer's text. */
function post(base: string, url: string, token: string, body: { payload: Buffer; contentType: string }, lang = 'en') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      `${base}${url}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, lang, 'content-type': body.contentType, 'content-length': body.payload.length },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body.payload);
  });
}

/**
 * Bounded memory for uploads (issue 12, point 6): 20 clients each send the largest set of files the seeded limits
 * allow to order creation at the same time; the server streams every part to disk, so its resident size grows by
 * far less than what is in flight (20 x 135 MB with the seeded limits).
 */
describe('memory while many clients upload the largest allowed files', () => {
  let db: Awaited<ReturnType<typeof ownPostgres>>;
  let dataDir: string;
  let portal: Portal | null = null;
  let token: string;
  const tempLeft = () => {
    try {
      return readdirSync(path.join(dataDir, 'upload-tmp'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    db = await ownPostgres();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-fault-data-'));
    portal = await startPortal({ DATABASE_URL: db.url, DATA_DIR: dataDir });
    token = await loginCustomer(portal.url);
  }, 120_000);
  afterAll(async () => {
    portal?.child.kill('SIGKILL');
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(`stays within baseline + ${MAX_GROWTH_MB} MB with ${CLIENTS} clients uploading at once`, async () => {
    const pid = portal!.child.pid!;

    // The limits of the moment, as the server reads them (sizes in KB).
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ key: string; value: string }>('SELECT key, value FROM settings');
    await client.end();
    const limit = (key: string) => Number(rows.find((r) => r.key === key)!.value);
    const photos = limit('noOfGalleryPhotos');
    const videos = limit('noOfGalleryVideos');
    const documents = 2; // maxAttachments = photos + videos + 2
    const image = await pngOfSize(limit('fileSizeLimit') * 1024);
    const seconds = Math.min(30, limit('durationOfGalleryVideo') * 60);
    const video = tinyMp4({ seconds, padTo: limit('videoSizeLimit') * 1024 });
    const pdf = pdfOfSize(limit('filePDFSizeLimit') * 1024);
    const perClientMb = (photos * image.length + videos * video.length + documents * pdf.length) / MB;

    // One multipart body, built once and sent by every client (the test process spends no time encoding it).
    const files = [
      ...Array.from({ length: photos }, (_, i) => ({ name: `photo-${i}.png`, type: 'image/png', data: image })),
      ...Array.from({ length: videos }, (_, i) => ({ name: `video-${i}.mp4`, type: 'video/mp4', data: video })),
      ...Array.from({ length: documents }, (_, i) => ({ name: `doc-${i}.pdf`, type: 'application/pdf', data: pdf })),
    ];
    const full = multipartBody({ category: '1', subcategory: '1', branchId: 'main', description: 'Upload memory' }, files);
    const warmBody = multipartBody({ category: '1', subcategory: '1', branchId: 'main', description: 'Warm up' }, [
      { name: 'warm.png', type: 'image/png', data: await pngOfSize(4096) },
    ]);
    const order = (body: ReturnType<typeof multipartBody>) => post(portal!.url, '/api/service/express/create', token, body);

    // Warm up (sharp, file-type and the order path loaded), then the baseline.
    const warm = await order(warmBody);
    expect(warm.status, warm.body).toBe(200);
    await sleep(500);
    const baseline = procStatusMb(pid, 'VmRSS');
    const peakReset = resetPeak(pid);

    let sampled = baseline;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        sampled = Math.max(sampled, procStatusMb(pid, 'VmRSS'));
        await sleep(20);
      }
    })();
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: CLIENTS }, () => order(full)));
    const seconds_ = (Date.now() - started) / 1000;
    sampling = false;
    await sampler;
    const peak = Math.max(sampled, peakReset ? procStatusMb(pid, 'VmHWM') : 0);

    console.log(
      `upload memory: ${CLIENTS} clients x ${perClientMb.toFixed(0)} MB (${photos} images, ${videos} videos, ${documents} PDFs) in ${seconds_.toFixed(1)} s; ` +
        `RSS baseline ${baseline.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - baseline).toFixed(0)} MB; peak ${peakReset ? 'from VmHWM' : 'sampled'})`,
    );
    for (const r of results) expect(r.status, r.body.slice(0, 300)).toBe(200);
    expect(peak - baseline).toBeLessThan(MAX_GROWTH_MB);

    // Nothing of the uploads is left in the temporary folder.
    expect(tempLeft()).toEqual([]);
  }, 240_000);

  it('answers a file past its limit at once, without reading the rest, and keeps nothing of it', async () => {
    // A PNG head, then far more than the 5 MB an image may have: the body is sent slowly, chunk by chunk.
    const boundary = '----portal-too-large';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\n1\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const png = await pngOfSize(8192);
    const declared = 200 * MB;
    const answer = await new Promise<{ status: number; body: string; sentMb: number; connection?: string }>((resolve, reject) => {
      let sent = 0;
      let done = false;
      const req = request(
        `${portal!.url}/api/service/express/create`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            lang: 'ar',
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': declared,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => {
            done = true;
            resolve({ status: res.statusCode ?? 0, body: text, sentMb: sent / MB, connection: res.headers.connection });
            req.destroy();
          });
        },
      );
      req.on('error', (err) => (done ? undefined : reject(err)));
      req.write(head);
      req.write(png);
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const pump = () => {
        while (!done && sent < declared - head.length - png.length - chunk.length) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      pump();
    });
    expect(answer.status, answer.body).toBe(400);
    expect(JSON.parse(answer.body).message).toMatch(/[\u0600-\u06FF]/);
    // The answer came long before the 200 MB the client meant to send.
    expect(answer.sentMb).toBeLessThan(100);
    // And the connection is closed after the answer rather than left with the rest of the body unread.
    expect(answer.connection).toBe('close');
    await waitFor(() => tempLeft().length === 0);
    expect(tempLeft()).toEqual([]);
  });

  it('removes the temporary file of a client that goes away mid-upload', async () => {
    const boundary = '----portal-abort';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const req = request(`${portal!.url}/api/service/express/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 40 * MB },
    });
    req.on('error', () => {});
    req.write(head);
    req.write(tinyMp4({ seconds: 10, padTo: 8 * MB }));
    // The file is being written when the client goes away.
    await waitFor(() => tempLeft().length > 0);
    req.destroy();
    await waitFor(() => tempLeft().length === 0);
    expect(tempLeft()).toEqual([]);
    // And the server goes on serving.
    expect((await fetch(`${portal!.url}/api/healthz`)).status).toBe(200);
  });
});

async function waitFor(condition: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await sleep(50);
}
