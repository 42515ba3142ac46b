import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { seedAssetsDir } from '@portal/db/seed-assets-dir';
import type { AppContext } from '../../context.ts';

/** Public catalogue images. SVGs are sent with a sandboxing CSP so a crafted one can never run script. */
export const assetsRoutes = (_ctx: AppContext): FastifyPluginAsync => async (app) => {
  await app.register(fastifyStatic, {
    root: seedAssetsDir(),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
    setHeaders(res) {
      res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
};
