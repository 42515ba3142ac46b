import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Bounded memory for uploads (issue 12, point 6): 20 clients each send the largest set of files the seeded limits
 * allow to order creation at the same time; the server streams every part to disk, so its resident size grows by
 * far less than what is in flight (20 x 135 MB with the seeded limits).
 */
describe('memory while many clients upload the largest allowed files', () => {
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

  it(`stays within baseline + ${MAX_GROWTH_MB} MB with ${CLIENTS} clients uploading at once`, async () => {
    portal = await startPortal({ DATABASE_URL: db.url, DATA_DIR: dataDir });
    const pid = portal.child.pid!;
    const token = await loginCustomer(portal.url);

    // The limits of the moment, as the server reads them (sizes in KB).
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ key: string; value: string }>('SELECT key, value FROM settings');
    await client.end();
    const limit = (key: string) => Number(rows.find((r) => r.key === key)!.value);
    const photos = limit('noOfGalleryPhotos');
    const videos = limit('noOfGalleryVideos');
    const documents = 2; // maxAttachments = photos + videos + 2
    const image = new Blob([new Uint8Array(await pngOfSize(limit('fileSizeLimit') * 1024))], { type: 'image/png' });
    const seconds = Math.min(30, limit('durationOfGalleryVideo') * 60);
    const video = new Blob([new Uint8Array(tinyMp4({ seconds, padTo: limit('videoSizeLimit') * 1024 }))], { type: 'video/mp4' });
    const pdf = new Blob([new Uint8Array(pdfOfSize(limit('filePDFSizeLimit') * 1024))], { type: 'application/pdf' });
    const perClientMb = (photos * image.size + videos * video.size + documents * pdf.size) / MB;

    const order = async (n: number, full: boolean) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ category: '1', subcategory: '1', branchId: 'main', description: `Upload memory ${n}` })) form.append(k, v);
      if (full) {
        for (let i = 0; i < photos; i++) form.append('attachments', image, `photo-${i}.png`);
        for (let i = 0; i < videos; i++) form.append('attachments', video, `video-${i}.mp4`);
        for (let i = 0; i < documents; i++) form.append('attachments', pdf, `doc-${i}.pdf`);
      } else {
        form.append('attachments', new Blob([new Uint8Array(await pngOfSize(4096))], { type: 'image/png' }), 'warm.png');
      }
      const res = await fetch(`${portal!.url}/api/service/express/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, lang: 'en' },
        body: form,
      });
      return { status: res.status, body: await res.text() };
    };

    // Warm up (sharp, file-type and the order path loaded), then the baseline.
    const warm = await order(0, false);
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
    const results = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => order(i + 1, true)));
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
    const tmp = path.join(dataDir, 'upload-tmp');
    let left: string[] = [];
    try {
      left = readdirSync(tmp);
    } catch {
      left = [];
    }
    expect(left).toEqual([]);

    portal.child.kill('SIGTERM');
    expect((await portal.exited).code).toBe(0);
    portal = null;
  }, 180_000);
});
