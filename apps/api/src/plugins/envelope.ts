import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Lang } from '@portal/contract/lang';
import { AppError } from '../lib/app-error.ts';
import { langFrom, t } from '../lib/i18n.ts';
import { API_SECURITY_HEADERS } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
  interface FastifyReply {
    /** Sends the spec's success envelope; `messageKey` is translated into the caller's language. */
    ok<T>(data: T, messageKey?: string, params?: Record<string, string | number>): FastifyReply;
  }
}

type Issue = { path: PropertyKey[]; message: string };

/** Field errors as key -> translated messages; the spec's clients show the first message of the first key. */
function fieldErrors(issues: readonly Issue[], lang: Lang): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (out[field] ??= []).push(t(lang, issue.message));
  }
  return out;
}

function sendError(reply: FastifyReply, status: number, message: string, data: Record<string, unknown> | null) {
  return reply.code(status).send({ error: true, message, data, status });
}

export const envelopePlugin = fp(async (app) => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (req) => {
    req.lang = langFrom(req.headers.lang ?? req.headers['accept-language']);
  });

  app.decorateReply('ok', function <T>(this: FastifyReply, data: T, messageKey = 'success', params = {}) {
    return this.code(200).send({ error: false, message: t(this.request.lang, messageKey, params), data, status: 200 });
  });

  app.setErrorHandler((err: FastifyError | AppError | ZodError, req, reply) => {
    const lang = req.lang ?? 'en';
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) void reply.header('retry-after', String(err.retryAfterSeconds));
      const errors = err.fieldErrors
        ? Object.fromEntries(Object.entries(err.fieldErrors).map(([k, keys]) => [k, keys.map((m) => t(lang, m, err.params))]))
        : undefined;
      const first = errors ? Object.values(errors)[0]?.[0] : undefined;
      const data = { ...(errors ? { errors } : {}), ...err.extra };
      return sendError(reply, err.statusCode, first ?? t(lang, err.messageKey, err.params), Object.keys(data).length ? data : null);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrors(
        err.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? 'invalidInput' })),
        lang,
      );
      return sendError(reply, 400, Object.values(errors)[0]?.[0] ?? t(lang, 'invalidInput'), { errors });
    }
    if (err instanceof ZodError) {
      const errors = fieldErrors(err.issues, lang);
      return sendError(reply, 400, Object.values(errors)[0]?.[0] ?? t(lang, 'invalidInput'), { errors });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      const unavailable = isDatabaseDown(err);
      return sendError(reply, unavailable ? 503 : 500, t(lang, unavailable ? 'serviceUnavailable' : 'somethingWentWrong'), null);
    }
    // A framework 403 (e.g. a static file path that tries to leave its folder) is "no such thing" to the
    // caller; our clients read 403 as "session gone".
    if (status === 403) return sendError(reply, 404, t(lang, 'notFound'), null);
    if (status === 429) return sendError(reply, 429, t(lang, 'tooManyRequests'), null);
    if (status === 413 || (err as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, 413, t(lang, 'fileSize'), null);
    if ((err as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 415, t(lang, 'invalidInput'), null);
    return sendError(reply, status, t(lang, status === 404 ? 'notFound' : 'invalidInput'), null);
  });

  app.setNotFoundHandler((req, reply) => sendError(reply, 404, t(req.lang ?? 'en', 'notFound'), null));
});

/**
 * Errors the router answers before any hook runs (a malformed percent-encoding, a path parameter past
 * the router's length limit): the envelope too, in the caller's language, never Fastify's own body.
 */
export function frameworkErrors(_err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const lang = langFrom(req.headers.lang ?? req.headers['accept-language']);
  // No hook has run: the API's security headers are set here.
  void reply.headers(API_SECURITY_HEADERS);
  return sendError(reply, 400, t(lang, 'invalidInput'), null);
}

/** The database cannot be reached (down, restarting, refusing): a 503, not our bug. Drizzle wraps the driver's error in `cause`. */
function isDatabaseDown(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = String((e as { code?: string }).code ?? '');
    const message = String((e as Error).message ?? '');
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004', '53300'].includes(code)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/.test(message)) return true;
  }
  return false;
}
