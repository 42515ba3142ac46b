import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from '@portal/db/client';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { createCaptcha } from './lib/captcha.ts';
import { localFileStorage } from './lib/file-storage.ts';
import { createMailQueue } from './lib/mail-queue.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { sessionStore } from './lib/session-store.ts';
import { authPlugin } from './plugins/auth.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { spaPlugin } from './plugins/spa.ts';
import { modules } from './modules.ts';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts the app runs on; tests and the server use it, modules get it as an argument. */
    ctx: AppContext;
  }
}

export type BuildOptions = { db: DbHandle; mailer?: Mailer; logger?: boolean | object };

/** Builds the whole server without listening (tests inject requests into it). */
export async function buildApp(config: Config, opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 1_000_000,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db: opts.db.db,
    pool: opts.db.pool,
    mail: createMailQueue(
      opts.db.db,
      opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log }),
      app.log,
    ),
    storage: localFileStorage(path.join(config.dataDir, 'files')),
    captcha: createCaptcha({ enabled: config.captcha, hmacKey: process.env.ALTCHA_HMAC_KEY }),
    sessions: sessionStore(opts.db.db, config.sessionIdleSeconds, config.sessionAbsoluteSeconds),
  };

  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin, { enabled: config.rateLimits, redisUrl: config.redisUrl, namespace: config.rateLimitNamespace });
  await app.register(multipart, { limits: { fileSize: 20_000_000, files: 5, fields: 60, fieldSize: 100_000 } });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { sessions: ctx.sessions });
  await app.register(
    async (api) => {
      for (const mod of modules) await api.register(mod(ctx));
    },
    { prefix: '/api' },
  );
  if (config.webDist) await app.register(spaPlugin, { root: config.webDist });
  ctx.mail.start();
  app.addHook('onClose', () => ctx.mail.stop());
  app.decorate('ctx', ctx);
  return app;
}
