import { createECDH, createPublicKey, hkdfSync, randomBytes, verify, createDecipheriv } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service for tests, speaking the Web Push protocol on its receiving side (RFC 8030 POST,
 * RFC 8291 aes128gcm message encryption, RFC 8292 VAPID), written from the RFCs with node:crypto only so
 * it checks our sender rather than mirroring the library the sender uses.
 */

export type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export type PushReceiver = {
  origin: string;
  /** A subscription as the browser's PushSubscription.toJSON() would give it. */
  subscription: (path?: string) => { endpoint: string; keys: { p256dh: string; auth: string } };
  received: Received[];
  /** Status the next pushes are answered with (201 Created by default). */
  answerWith: (status: number) => void;
  /** How long the next pushes wait for their answer (a slow push service; 0 by default). */
  answerAfter: (ms: number) => void;
  decrypt: (body: Buffer) => string;
  /** Checks the VAPID Authorization header; returns the JWT claims. */
  verifyVapid: (headers: http.IncomingHttpHeaders, expectedPublicKey: string) => { aud: string; exp: number; sub: string };
  close: () => Promise<void>;
};

export async function startPushReceiver(): Promise<PushReceiver> {
  // The user agent's side: its P-256 key pair and 16-byte authentication secret.
  const ua = createECDH('prime256v1');
  ua.generateKeys();
  const authSecret = randomBytes(16);
  const received: Received[] = [];
  let status = 201;
  let delayMs = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const answer = status;
      setTimeout(() => {
        res.writeHead(answer, answer === 201 ? { location: `/message/${received.length}` } : {});
        res.end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** RFC 8291 §3.4 and RFC 8188 §2: one record, padding delimiter 0x02. */
  function decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const rs = body.readUInt32BE(16);
    const idlen = body[20]!;
    const asPublic = body.subarray(21, 21 + idlen);
    const record = body.subarray(21 + idlen);
    if (idlen !== 65) throw new Error(`keyid is not a P-256 public key (${idlen} bytes)`);
    if (record.length > rs) throw new Error('more than one record');
    const ecdhSecret = ua.computeSecret(asPublic);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
    const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (plain[end] !== 2) throw new Error('last record lacks the 0x02 padding delimiter');
    return plain.subarray(0, end).toString('utf8');
  }

  function verifyVapid(headers: http.IncomingHttpHeaders, expectedPublicKey: string) {
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
    if (!match) throw new Error(`not a VAPID authorization: ${headers.authorization}`);
    const [, jwt, k] = match as unknown as [string, string, string];
    if (k !== expectedPublicKey) throw new Error('k is not the server public key');
    const [h, p, s] = jwt.split('.') as [string, string, string];
    const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string; typ: string };
    if (header.alg !== 'ES256') throw new Error(`alg ${header.alg}`);
    const raw = Buffer.from(k, 'base64url');
    const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
    const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
    if (!ok) throw new Error('VAPID signature does not verify');
    return JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  }

  let n = 0;
  return {
    origin,
    subscription: (path = `/push/${++n}`) => ({ endpoint: `${origin}${path}`, keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } }),
    received,
    answerWith: (s) => {
      status = s;
    },
    answerAfter: (ms) => {
      delayMs = ms;
    },
    decrypt,
    verifyVapid,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
