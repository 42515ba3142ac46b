import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';

/** The numbers of the abuse limits (docs/security.md, "Abuse limits"); on with `rateLimits`. */
export type AbuseLimits = {
  /** Failed logins of one account (any address) before it is locked. */
  loginAccountFailures: number;
  /** First lock; each further failure after a lock doubles it, up to the maximum. */
  loginLockBaseSeconds: number;
  loginLockMaxSeconds: number;
  /** An account's failures are forgotten this long after its last one (or at a successful login). */
  loginAccountWindowSeconds: number;
  /** Failed logins from one address (any account) per window: sized for carrier-grade NAT. */
  loginAddressFailures: number;
  loginAddressWindowSeconds: number;
  /** Mails to one account per hour, whatever the callers' addresses (beyond this, silently none). */
  resetMailsPerHour: number;
  verifyMailsPerHour: number;
  /** Sign-ups from one address per hour. */
  signupsPerAddressPerHour: number;
  /** ALTCHA maxNumber while sign-ups are calm; multiplied by `captchaStepFactor` per threshold passed. */
  captchaBaseDifficulty: number;
  captchaStepFactor: number;
  /** Sign-ups (bot check passed) per 10 minutes, all addresses together, that raise the difficulty one step each. */
  captchaStepSignupsPer10Minutes: number[];
};

export const defaultAbuseLimits: AbuseLimits = {
  loginAccountFailures: 5,
  loginLockBaseSeconds: 60,
  loginLockMaxSeconds: 3600,
  loginAccountWindowSeconds: 24 * 3600,
  loginAddressFailures: 100,
  loginAddressWindowSeconds: 15 * 60,
  resetMailsPerHour: 3,
  verifyMailsPerHour: 3,
  signupsPerAddressPerHour: 20,
  captchaBaseDifficulty: 50_000,
  captchaStepFactor: 4,
  captchaStepSignupsPer10Minutes: [20, 100, 500],
};

/** Configuration by environment (docs/design.md, Fixed contracts). */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Prefix of the rate-limit and abuse-limit keys in Redis (tests give each app its own). */
  rateLimitNamespace: string;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client; false: the socket address is the client. */
  trustProxy: TrustProxy;
  abuseLimits: AbuseLimits;
  publicUrl: string;
  /** NODE_ENV=production (`npm run serve`): no demo, no demo operator password, no secrets in the mail outbox log. */
  production: boolean;
  demo: boolean;
  demoBot: boolean;
  /** DEMO_BOT_TICK_MS: how often the demo bot looks at the demo providers' orders. */
  demoBotTickMs: number;
  /** DEMO_BOT_PAUSE_MS ("5000-10000"): how long it "thinks" before each step. */
  demoBotPauseMs: [number, number];
  /** DISPATCH_SWEEP_SECONDS: how often every instance sweeps for untaken express orders past their window. */
  dispatchSweepSeconds: number;
  /** JOBS_POLLING_SECONDS: how often pg-boss workers look for due jobs. */
  jobsPollingSeconds: number;
  /** GOOGLE_MAPS_API_KEY: the server's geocoding key; never sent to a browser. */
  googleMapsApiKey: string | undefined;
  /** GOOGLE_MAPS_BROWSER_KEY: the key the web's map picker gets (restricted by referrer); Google's map only when set. */
  googleMapsBrowserKey: string | undefined;
  /** GOOGLE_MAPS_SCRIPT_URL: the Maps JavaScript API the web loads with the key (tests serve a stand-in). */
  googleMapsScriptUrl: string;
  supportPhone: string;
  supportEmail: string;
  /** Static token that public calls (onboarding, terms) carry, as the spec's portal does. */
  staticToken: string;
  /** Directory of the built web app served for every non-API path; unset in API-only tests. */
  webDist: string | undefined;
  /** OPS_DIST, PRO_DIST: the built operator console and provider app, served at /ops and /pro (unset: not served). */
  opsDist: string | undefined;
  proDist: string | undefined;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  rateLimits: boolean;
  captcha: boolean;
  logLevel: string;
  /** PUSH_ALLOW_INSECURE=1: push endpoints may be http on the loopback, on any port (tests, local work). */
  pushAllowInsecure: boolean;
  /** EXPRESS_DISPATCH_SECONDS: how long an express order is offered to the featured providers before it lapses. */
  expressDispatchSeconds: number;
  /** Stored files without a database row are removed once this old (at start, then hourly). */
  fileSweepGraceSeconds: number;
  /** MAIL_RETENTION_DAYS: sent (and given-up) mails are deleted once this old; their bodies go at sending. */
  mailRetentionDays: number;
  /** The hourly retention purge (retention-purge.ts); API tests turn it off so that it never deletes rows under a test. */
  retentionPurge: boolean;
  /** HEAP_GROWING_PERCENT: how far V8 lets the JavaScript heap grow past what is live before it collects (0: V8's own). */
  heapGrowingPercent: number;
  /** S3_*: uploaded files in this bucket instead of DATA_DIR/files; unset, the local folder. */
  s3: S3Config | undefined;
  /** EMBEDDED_POSTGRES_PORT: the embedded PostgreSQL's port; unset, the one of the last start (DATA_DIR/postgres.port). */
  embeddedPostgresPort: number | undefined;
  /** METRICS_TOKEN: the bearer token /api/metrics asks for; unset, the endpoint is off (404). */
  metricsToken: string | undefined;
};

/** An S3-compatible bucket (AWS, or MinIO and the like through `endpoint` and path-style addressing). */
export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/** The S3_* settings (docs/design.md, Fixed contracts); no S3_BUCKET, no S3. Keys unset: the SDK's own chain (instance role). */
export function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false),
  };
}

const flag = (v: string | undefined, fallback: boolean) => (v === undefined || v === '' ? fallback : v === '1' || v === 'true');

/** "5000-10000" -> [5000, 10000]; a single number is both ends. */
function range(v: string | undefined, fallback: [number, number]): [number, number] {
  const m = v?.match(/^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/);
  if (!m) return fallback;
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  return [Math.min(lo, hi), Math.max(lo, hi)];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 8080);
  const demo = flag(env.DEMO, false);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Khidmat <no-reply@khidmat.jo>',
    redisUrl: env.REDIS_URL || undefined,
    rateLimitNamespace: 'portal-rl:',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    abuseLimits: defaultAbuseLimits,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
    demo,
    demoBot: demo && flag(env.DEMO_BOT, true),
    demoBotTickMs: Number(env.DEMO_BOT_TICK_MS ?? 3000),
    demoBotPauseMs: range(env.DEMO_BOT_PAUSE_MS, [5000, 10000]),
    dispatchSweepSeconds: Number(env.DISPATCH_SWEEP_SECONDS ?? 30),
    jobsPollingSeconds: Number(env.JOBS_POLLING_SECONDS ?? 2),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY || undefined,
    googleMapsBrowserKey: env.GOOGLE_MAPS_BROWSER_KEY || undefined,
    googleMapsScriptUrl: env.GOOGLE_MAPS_SCRIPT_URL || 'https://maps.googleapis.com/maps/api/js',
    supportPhone: env.SUPPORT_PHONE ?? '+962 6 500 0000',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@khidmat.jo',
    staticToken: env.STATIC_TOKEN ?? 'khidmat-public-web',
    webDist: env.WEB_DIST,
    opsDist: env.OPS_DIST,
    proDist: env.PRO_DIST,
    sessionIdleSeconds: Number(env.SESSION_IDLE_SECONDS ?? 7 * 24 * 3600),
    sessionAbsoluteSeconds: Number(env.SESSION_ABSOLUTE_SECONDS ?? 30 * 24 * 3600),
    rateLimits: flag(env.RATE_LIMITS, true),
    captcha: flag(env.CAPTCHA, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    pushAllowInsecure: flag(env.PUSH_ALLOW_INSECURE, false),
    expressDispatchSeconds: Number(env.EXPRESS_DISPATCH_SECONDS ?? 300),
    fileSweepGraceSeconds: Number(env.FILE_SWEEP_GRACE_SECONDS ?? 3600),
    mailRetentionDays: Number(env.MAIL_RETENTION_DAYS ?? 30),
    retentionPurge: true,
    heapGrowingPercent: Math.max(0, Number(env.HEAP_GROWING_PERCENT ?? 50) || 0),
    s3: s3Config(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    embeddedPostgresPort: Number(env.EMBEDDED_POSTGRES_PORT) || undefined,
    ...overrides,
  };
}
