import { request } from 'node:https';

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; json: <T = unknown>() => T };
export type Call = {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** Another loopback address to connect from (127.0.0.0/8), as another client would: nginx names it to the portal. */
  from?: string;
};

/**
 * HTTPS to the test's nginx, trusting only the certificate the test made (no verification switched off).
 * `form` is serialised by the platform's own multipart encoder (a Response over the FormData).
 */
export function httpsClient(origin: string, ca: string) {
  return async function call(path: string, opts: Call = {}): Promise<Answer> {
    const headers: Record<string, string> = { lang: 'en', ...opts.headers };
    let body: Buffer | undefined;
    if (opts.json !== undefined) {
      body = Buffer.from(JSON.stringify(opts.json));
      headers['content-type'] = 'application/json';
    } else if (opts.form) {
      const encoded = new Response(opts.form);
      body = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type')!;
    }
    if (body) headers['content-length'] = String(body.length);
    const url = new URL(path, origin);
    return new Promise<Answer>((resolve, reject) => {
      const req = request(url, { method: opts.method ?? (body ? 'POST' : 'GET'), headers, ca, servername: 'localhost', ...(opts.from ? { localAddress: opts.from } : {}) }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const buf = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: buf, json: () => JSON.parse(buf.toString('utf8')) });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  };
}
export type HttpsCall = ReturnType<typeof httpsClient>;
