import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { markGuard } from './openapi-auth-marks.ts';

/** Public calls of spec §6 carry the portal's fixed static token as a Bearer token. */
export function requireStaticToken(expected: string) {
  // Marked so the OpenAPI document says these calls take the static token (security `staticToken`).
  return markGuard(async (req: FastifyRequest) => {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || token !== expected) throw new AppError(401, 'staticTokenRequired');
  }, 'staticToken');
}
