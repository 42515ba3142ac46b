import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

const REDACTED = '[redacted]';
/** Query parameters whose value is a secret or personal: reset and verify tokens, passwords, e-mail addresses. */
const SECRET_PARAM = /token|password|passwd|pwd|secret|email|mail|code|key/i;
const EMAIL = /[^\s/?&#=@%]+(?:@|%40)[^\s/?&#=@]+\.[a-z]{2,}/gi;
/** `name=value` pairs of secret names anywhere in a string (a URL inside a log message). */
const SECRET_PAIR = /([?&;]?[\w-]*(?:token|password|passwd|pwd|secret|email|code|key)[\w-]*=)[^&\s#"']*/gi;

/**
 * The URL as logged: values of secret query parameters replaced, e-mail addresses in the path replaced. The
 * reset link (`/landing?reset-password=true&email=..&token=..`), `/api/customer/resetPwd?token=..` and the
 * verification link (`?id=..&token=..`) are requested with their secrets in the URL; logs keep none of it.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathPart = (q < 0 ? url : url.slice(0, q)).replace(EMAIL, REDACTED);
  if (q < 0) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair.replace(EMAIL, REDACTED);
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed name is judged as written.
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair.replace(EMAIL, REDACTED);
    })
    .join('&');
  return `${pathPart}?${query}`;
}

/** Secret pairs inside free text (Fastify's "Route GET:/api/x?token=.. not found" message). */
export const redactText = (text: string) => text.replace(SECRET_PAIR, `$1${REDACTED}`);

/**
 * Fastify's logger: its request serializer with the URL redacted (and no headers, so no Authorization or
 * cookie), pino `redact` for secrets in any logged object (a body, a mail), message strings scrubbed.
 */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  const secretKeys = [
    'password',
    'oldPassword',
    'newPassword',
    'confirmPassword',
    'token',
    'forgotPwdToken',
    'authToken',
    'email',
    'altcha',
  ];
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'body',
        'req.body',
        ...secretKeys,
        ...secretKeys.map((k) => `*.${k}`),
        ...secretKeys.map((k) => `*.*.${k}`),
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? redactText(a) : a)) as Parameters<typeof method>);
      },
    },
  };
}
