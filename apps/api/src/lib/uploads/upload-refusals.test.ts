import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractAr from '@portal/contract/locales/ar.json' with { type: 'json' };
import contractEn from '@portal/contract/locales/en.json' with { type: 'json' };
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { postSignup, rowCounts, signupFields } from '../../../test/kits/auth-test-kit.ts';
import { multipart, orderCounts, storedFileCount } from '../../../test/kits/order-http-kit.ts';
import { customerAt, PLACES } from '../../../test/kits/accounts-test-kit.ts';
import { tinyMp4 } from '../tiny-mp4.ts';

const V = { en: contractEn.validation, ar: contractAr.validation };
type Lang = keyof typeof V;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid 1-bit grey PNG of width x height, all black: a few KB that decode to width x height pixels (a pixel bomb). */
function blackPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and black pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * What the upload path refuses and how it says so (issue 12, point 6): a pixel bomb before it is decoded, a file
 * whose bytes are not what its name claims, an image that does not decode; each with its translated message, nothing
 * stored and no temporary file left behind.
 */
describe('upload refusals', () => {
  let t: TestApp;
  let customer: Awaited<ReturnType<typeof customerAt>>;
  const tempLeft = () => {
    try {
      return readdirSync(path.join(t.config.dataDir, 'upload-tmp'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    customer = await customerAt(t, PLACES.khalda);
  });
  afterAll(() => t.close());

  const order = (files: Array<{ name: string; data: Buffer; type?: string }>, lang: Lang) => {
    const body = multipart({ category: '1', subcategory: '1', branchId: 'main', description: 'Upload refusal test' }, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/service/express/create',
      headers: { ...customer.headers, lang, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  /** An order refused with this message on `attachments`, writing nothing and leaving no temporary file. */
  async function orderRefused(files: Array<{ name: string; data: Buffer; type?: string }>, lang: Lang, message: string) {
    const before = { ...(await orderCounts(t)), stored: storedFileCount(t) };
    const res = await order(files, lang);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: true, message, data: { errors: { attachments: [message] } } });
    expect({ ...(await orderCounts(t)), stored: storedFileCount(t) }).toEqual(before);
    expect(tempLeft()).toEqual([]);
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`refuses a 10000 x 10000 PNG (100 megapixels in a few KB) before decoding it (${lang})`, async () => {
      const bomb = blackPng(10_000, 10_000);
      expect(bomb.length).toBeLessThan(100_000);
      expect(await sharp(bomb).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
      await orderRefused([{ name: 'bomb.png', type: 'image/png', data: bomb }], lang, V[lang].imagePixels.replace('{{max}}', '40'));
    });

    it(`refuses a text file named .jpg with the file-type message (${lang})`, async () => {
      const text = Buffer.from('just some text, not a photo\n'.repeat(40));
      await orderRefused([{ name: 'photo.jpg', type: 'image/jpeg', data: text }], lang, V[lang].fileMediaType);
      // The same on sign-up, whose documents have their own type message.
      const before = await rowCounts(t);
      const res = await postSignup(t, signupFields(), [{ name: 'photo.jpg', type: 'image/jpeg', data: text }], lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: V[lang].fileType, data: { errors: { attachments: [V[lang].fileType] } } });
      expect(await rowCounts(t)).toEqual(before);
    });

    it(`refuses a PNG whose image data is broken with the could-not-be-read message (${lang})`, async () => {
      const good = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#369' } })
        .png()
        .toBuffer();
      // The signature and header are intact (it is a PNG by its bytes); the compressed pixels are not.
      const broken = Buffer.from(good);
      const idat = broken.indexOf('IDAT');
      broken.fill(0x5a, idat + 6, idat + 30);
      await orderRefused([{ name: 'broken.png', type: 'image/png', data: broken }], lang, V[lang].fileUnreadable);
    });
  }

  it('refuses a file as soon as it passes the limit of its type, and a file under another field name, before reading it', async () => {
    // A 6 MB PDF: its type's limit is 5120 KB.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x41), Buffer.from('\n%%EOF\n')]);
    await orderRefused([{ name: 'big.pdf', type: 'application/pdf', data: pdf }], 'en', V.en.filePDFSizeLimit.replace('{{size}}', '5120'));
    const body = multipart(
      { category: '1', subcategory: '1', branchId: 'main', description: 'x' },
      [{ name: 'a.mp4', data: tinyMp4({ seconds: 3 }) }],
      'other',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/service/express/create',
      headers: { ...customer.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(tempLeft()).toEqual([]);
  });

  it('stores an accepted set and leaves no temporary file behind', async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const res = await order(
      [
        { name: 'a.png', type: 'image/png', data: png },
        { name: 'b.mp4', type: 'video/mp4', data: tinyMp4({ seconds: 30, padTo: 200_000 }) },
      ],
      'en',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(tempLeft()).toEqual([]);
  });
});
