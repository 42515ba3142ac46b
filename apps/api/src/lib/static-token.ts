import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** Public calls of spec §6 carry the portal's fixed static token as a Bearer token. */
export function requireStaticToken(expected: string) {
  return async (req: FastifyRequest) => {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || token !== expected) throw new AppError(401, 'staticTokenRequired');
  };
}
