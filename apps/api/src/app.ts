import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { DbHandle } from '@portal/db/client';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { LIMITS } from '@portal/contract/limits';
import { createCaptcha } from './lib/captcha.ts';
import { createCaptchaDifficulty } from './lib/captcha-difficulty.ts';
import { createLimitStore } from './lib/create-limit-store.ts';
import { createLoginGuard } from './lib/login-guard.ts';
import { createMailCaps } from './lib/mail-caps.ts';
import { connectRedis } from './lib/redis-connection.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { nulError } from './lib/forbidden-characters.ts';
import { loggerOptions } from './lib/log-redaction.ts';
import { createRetentionPurge } from './lib/retention-purge.ts';
import { chooseFileStore } from './lib/storage-choice.ts';
import { redisProbe, type ReadinessProbe } from './lib/readiness.ts';
import { createJobs } from './lib/jobs.ts';
import { createMailQueue } from './lib/mail-queue.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { notificationVersionStore } from './lib/notification-versions.ts';
import { createNotify } from './lib/notify.ts';
import { createPgEvents } from './lib/pg-events.ts';
import { orderEtagStore } from './lib/order-etags.ts';
import { sessionStore } from './lib/session-store.ts';
import { sweepStaleTempFiles, uploadTempDir } from './lib/uploads/temp-files.ts';
import { createDemoBot, type DemoBot } from './modules/demo-bot/demo-bot.ts';
import { demoBotSides } from './demo-bot-sides.ts';
import { createDispatch, type Dispatch } from './modules/dispatch/dispatch.service.ts';
import { mapsConfig } from './modules/geo/choose-geocoder.ts';
import { createRfpClosing } from './modules/rfps/rfp-closing.ts';
import { createPushSender } from './modules/push/push-sender.ts';
import { authPlugin } from './plugins/auth.ts';
import { loadCommonPasswords } from './lib/breached-passwords.ts';
import { envelopePlugin, frameworkErrors } from './plugins/envelope.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { countedMailer } from './lib/metrics.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin, tileOrigin } from './plugins/security-headers.ts';
import { googleMapsCsp } from './plugins/google-maps-csp.ts';
import { spaPlugin, type SpaMount } from './plugins/spa.ts';
import { modules } from './modules.ts';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts the app runs on; tests and the server use it, modules get it as an argument. */
    ctx: AppContext;
  }
}

export type BuildOptions = {
  db: DbHandle;
  mailer?: Mailer;
  logger?: boolean | object;
  /** Where the (redacting) logger writes; stdout unless given (tests read the lines). */
  logStream?: DestinationStream;
  /** Sees every route as it is registered (the authorization matrix test checks each one has a row). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
};

/** After the contract's schema has passed: input holding NUL characters is refused before any query sees it. */
function nulSafe(compiler: typeof validatorCompiler): typeof validatorCompiler {
  return (route) => {
    const validate = compiler(route);
    return (data: unknown) => {
      const result = validate(data) as { error?: Error; value?: unknown };
      if (result.error) return result;
      const error = nulError(result.value);
      return error ? { error } : result;
    };
  };
}

/** Builds the whole server without listening (tests inject requests into it). */
export async function buildApp(config: Config, opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel, opts.logStream),
    // Only the proxies named in TRUST_PROXY may say who the client is (X-Forwarded-For); unset, nobody.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_000_000,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(nulSafe(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);

  // One listening connection per app; caches stay off until it is up.
  const events = createPgEvents(opts.db.pool.options, app.log);
  await events.start();
  const notificationVersions = notificationVersionStore(opts.db.db, events);
  const jobs = createJobs(opts.db.pool, app.log, { pollingIntervalSeconds: config.jobsPollingSeconds });
  const push = createPushSender({
    db: opts.db.db,
    log: app.log,
    allowInsecure: config.pushAllowInsecure,
    subject: `mailto:${config.supportEmail}`,
    jobs,
  });
  // VAPID keys are made on the first start of the first instance and shared through the database.
  await push.init();
  // The breached-password list is read now: a missing file fails the start, not a user's sign-up.
  await loadCommonPasswords();

  // Bound below, once the context it works with exists.
  let dispatch: Dispatch | null = null;

  // Shared counters (rate and abuse limits, used captcha solutions): Redis when REDIS_URL is set, else memory.
  const redis = config.redisUrl && (config.rateLimits || config.captcha) ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  const limitStore = createLimitStore({ redis, namespace: config.rateLimitNamespace, log: app.log });
  const mail = createMailQueue(
    opts.db.db,
    // Counted for GET /api/metrics (sent, failed).
    countedMailer(
      opts.mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          outboxDir: path.join(config.dataDir, 'outbox'),
          log: app.log,
          production: config.production,
        }),
    ),
    app.log,
    jobs,
  );
  // DATA_DIR/files, or the S3 bucket when S3_BUCKET is set.
  const files = chooseFileStore(config);
  const readiness: ReadinessProbe[] = [];
  if (config.redisUrl && (config.rateLimits || config.captcha)) readiness.push(redisProbe(redis));
  if (files.ping) readiness.push({ name: 's3', check: files.ping });
  const signups = createCaptchaDifficulty(limitStore, config.abuseLimits, config.rateLimits);

  const ctx: AppContext = {
    config,
    db: opts.db.db,
    pool: opts.db.pool,
    mail,
    storage: files.storage,
    captcha: createCaptcha({ enabled: config.captcha, hmacKey: process.env.ALTCHA_HMAC_KEY, store: limitStore, maxNumber: signups.maxNumber }),
    abuse: {
      login: createLoginGuard({ store: limitStore, limits: config.abuseLimits, enabled: config.rateLimits, db: opts.db.db, mail, log: app.log }),
      mailCaps: createMailCaps(limitStore, config.abuseLimits, config.rateLimits),
      signups,
    },
    sessions: sessionStore(opts.db.db, config.sessionIdleSeconds, config.sessionAbsoluteSeconds, events),
    events,
    notificationVersions,
    orderEtags: orderEtagStore(events),
    notify: createNotify(opts.db.db, notificationVersions, push),
    push,
    jobs,
    orderEvents: { expressCreated: (orderId) => dispatch?.expressCreated(orderId) ?? Promise.resolve() },
    readiness,
  };
  dispatch = createDispatch(ctx, jobs, app.log);
  const rfpClosing = createRfpClosing(ctx, jobs, app.log);

  await app.register(envelopePlugin);
  await app.register(metricsPlugin, { token: config.metricsToken, pool: opts.db.pool });
  // Map tiles come from the configured tile host (MAP_TILE_URL); other hosts join here, per feature and setting.
  const tiles = tileOrigin(mapsConfig(config).tileUrl);
  const maps = googleMapsCsp(config.googleMapsBrowserKey ? config.googleMapsScriptUrl : undefined);
  await app.register(securityHeadersPlugin, { cspSources: { ...maps, imgSrc: [...(tiles ? [tiles] : []), ...(maps.imgSrc ?? [])] } });
  await app.register(rateLimitPlugin, { enabled: config.rateLimits, redis, namespace: config.rateLimitNamespace });
  // Every upload route reads with lib/uploads (withUploadForm), which passes its own limits from the validation data
  // and stops each file at the limit of its type; these are only the defaults for a call that would not, set to the
  // smallest seeded limits (5 files of 5 MB).
  // An answer given before the request's body was all read (an upload refused on its first bytes or past its limit,
  // or before its handler ran): the connection is closed after it, so the rest is not left waiting on a paused socket.
  app.addHook('onSend', async (req, reply) => {
    if (req.raw.complete === false) reply.header('connection', 'close');
  });
  await app.register(multipart, { limits: { fileSize: LIMITS.imageBytes, files: LIMITS.filesPerUpload, fields: 60, fieldSize: 100_000 } });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { sessions: ctx.sessions, publicUrl: config.publicUrl });
  await app.register(
    async (api) => {
      for (const mod of modules) await api.register(mod(ctx));
    },
    { prefix: '/api' },
  );
  const mounts = [
    { prefix: '/', root: config.webDist },
    { prefix: '/ops/', root: config.opsDist },
    { prefix: '/pro/', root: config.proDist },
  ].filter((m): m is SpaMount => Boolean(m.root));
  if (mounts.length) await app.register(spaPlugin, { mounts });
  // Files left alone by a process killed between writing a file and committing its row; only in a folder (or
  // bucket) that belongs to this database (files-folder-owner.ts), else the server starts without the sweep.
  // Uploads in flight when a process was killed: in DATA_DIR/upload-tmp, which belongs to no database.
  const sweepTemp = () =>
    sweepStaleTempFiles(uploadTempDir(config.dataDir), config.fileSweepGraceSeconds)
      .then((n) => n && app.log.info({ removed: n }, 'removed temporary upload files'))
      .catch((err: unknown) => app.log.warn({ err }, 'temporary upload sweep failed'));
  const claim = await files.claim(opts.db.db);
  if (!claim.ok) app.log.warn(claim.reason);
  const sweep = () =>
    Promise.all([
      sweepTemp(),
      claim.ok
        ? files.sweepOrphans(opts.db.pool, config.fileSweepGraceSeconds)
            .then((n) => n && app.log.info({ removed: n }, 'removed stored files without a database row'))
            .catch((err: unknown) => app.log.warn({ err }, 'orphan file sweep failed'))
        : undefined,
    ]);
  await sweep();
  const sweepTimer = setInterval(() => void sweep(), 3_600_000).unref();
  app.addHook('onClose', async () => clearInterval(sweepTimer));
  ctx.mail.start();
  if (config.retentionPurge) {
    const purge = createRetentionPurge(opts.db.db, config, app.log);
    purge.start();
    app.addHook('onClose', () => purge.stop());
  }
  await jobs.start();
  dispatch.start();
  rfpClosing.start();
  const bot: DemoBot | null = config.demoBot ? createDemoBot(ctx, app.log, demoBotSides(ctx)) : null;
  bot?.start();
  app.addHook('onClose', async () => {
    await bot?.stop();
    await dispatch?.stop();
    await rfpClosing.stop();
    await jobs.stop();
  });
  app.addHook('onClose', () => ctx.mail.stop());
  app.addHook('onClose', () => ctx.sessions.flushTouches());
  // Push jobs still to run stay in pg-boss for the next instance (jobs.stop lets the running ones finish).
  app.addHook('onClose', () => events.stop());
  app.decorate('ctx', ctx);
  return app;
}
