import { currentLang } from './i18n.ts';

/** Base of the API; another host that speaks the same contract can be configured at build time. */
export const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';
/** The fixed public token some calls carry (spec §6). */
export const STATIC_TOKEN = (import.meta.env.VITE_STATIC_TOKEN as string | undefined) ?? 'khidmat-public-web';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

type Envelope<T> = { error: boolean; message: string; data: T; status: number };
export type ApiResult<T> = { data: T; message: string };

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  form?: FormData;
  auth?: 'session' | 'static' | 'none';
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
  /** Sent as Idempotency-Key: the server answers a repeat of the same write with the first answer (offline queues). */
  idempotencyKey?: string;
};

/** Which of the three apps is calling (the API reads that app's session cookie first: docs/decisions/0022). */
export type AppName = 'web' | 'ops' | 'pro';

type ClientConfig = {
  app: AppName;
  /** Whether the app holds a signed-in summary: only then does a 401/403 mean "your session is gone". */
  isSignedIn: () => boolean;
  /** Forgets the summary when the server says the session is gone. */
  clearSession: () => void;
};
let config: ClientConfig = { app: 'web', isSignedIn: () => false, clearSession: () => {} };
let onSessionGone: () => void = () => {};

/** Set once by each app before its first call: its name and its session store. */
export function configureApiClient(next: ClientConfig) {
  config = next;
}

/** Set by the app shell: what to do when the server says the session is gone (spec §4.6: clear, go to /landing). */
export function setSessionGoneHandler(handler: () => void) {
  onSessionGone = handler;
}

function url(path: string, query?: RequestOptions['query']) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return `${API_BASE}${path}${s ? `?${s}` : ''}`;
}

/**
 * The app calling, for the server to read that app's session cookie first (the console and the provider app name
 * themselves; the portal is the default). Every request of an app carries it, stored files' fetches too.
 */
export const appHeader = (): Record<string, string> => (config.app !== 'web' ? { 'x-khidmat-app': config.app } : {});

/**
 * The session travels in the HttpOnly cookie the browser sends by itself (same origin: `credentials` below); only
 * the public static token is a header. No page script ever reads the session token.
 */
function headers(opts: RequestOptions): Record<string, string> {
  const h: Record<string, string> = { lang: currentLang(), accept: 'application/json', ...appHeader() };
  if (opts.idempotencyKey) h['idempotency-key'] = opts.idempotencyKey;
  if (opts.auth === 'static') h.authorization = `Bearer ${STATIC_TOKEN}`;
  if (opts.body !== undefined && !opts.form) h['content-type'] = 'application/json';
  if (opts.idempotencyKey) h['idempotency-key'] = opts.idempotencyKey;
  return h;
}

function settle<T>(status: number, payload: unknown, hadSession: boolean): ApiResult<T> {
  const env = payload as Envelope<T> | null;
  if ((status === 401 || status === 403) && hadSession) {
    config.clearSession();
    onSessionGone();
  }
  if (!env || typeof env !== 'object' || env.error || status >= 400) {
    const data = (env?.data ?? null) as { errors?: Record<string, string[]> } | null;
    throw new ApiError(status, env?.message || 'Something went wrong!', data?.errors ?? {}, data);
  }
  return { data: env.data, message: env.message };
}

/** One call in the spec's envelope. Uploads with onProgress go through XHR, the only API with upload progress. */
export async function apiRequest<T>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
  const hadSession = (opts.auth ?? 'session') === 'session' && config.isSignedIn();
  if (opts.form && opts.onProgress) return upload<T>(method, url(path, opts.query), opts, hadSession);
  let res: Response;
  try {
    res = await fetch(url(path, opts.query), {
      method,
      headers: headers(opts),
      body: opts.form ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
      signal: opts.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network');
  }
  const payload = await res.json().catch(() => null);
  return settle<T>(res.status, payload, hadSession);
}

export type ConditionalResult<T> = { notModified: true } | { notModified: false; data: T; etag: string | null };

/**
 * A GET that sends If-None-Match with the ETag of the copy the caller holds: 304 means that copy is
 * still current, so nothing is parsed and the caller keeps what it has (the 10 s polls, docs/design.md).
 * A request carrying If-None-Match bypasses the browser's HTTP cache (Fetch standard), so the 304
 * reaches us rather than being turned into a 200 from the cache.
 */
export async function apiConditionalGet<T>(
  path: string,
  etag: string | null | undefined,
  opts: Omit<RequestOptions, 'body' | 'form' | 'onProgress'> = {},
): Promise<ConditionalResult<T>> {
  const hadSession = (opts.auth ?? 'session') === 'session' && config.isSignedIn();
  const h = headers(opts);
  if (etag) h['if-none-match'] = etag;
  let res: Response;
  try {
    res = await fetch(url(path, opts.query), { method: 'GET', headers: h, signal: opts.signal, cache: 'no-store', credentials: 'same-origin' });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network');
  }
  if (res.status === 304) return { notModified: true };
  const payload = await res.json().catch(() => null);
  const { data } = settle<T>(res.status, payload, hadSession);
  return { notModified: false, data, etag: res.headers.get('etag') };
}

function upload<T>(method: string, target: string, opts: RequestOptions, hadSession: boolean): Promise<ApiResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, target);
    for (const [k, v] of Object.entries(headers(opts))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'network'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: handled as a failure below */
      }
      try {
        resolve(settle<T>(xhr.status, payload, hadSession));
      } catch (err) {
        reject(err);
      }
    };
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(opts.form!);
  });
}
