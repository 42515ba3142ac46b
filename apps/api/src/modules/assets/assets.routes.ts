import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seedAssetsDir } from '@portal/db/seed-assets-dir';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { contentMediaFile } from './content-media.repository.ts';

/** Public catalogue images. SVGs are sent with a sandboxing CSP so a crafted one can never run script. */
export const assetsRoutes = (ctx: AppContext): FastifyPluginAsync => async (app) => {
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

  /**
   * Images operators uploaded (icons, banners, onboarding screens, album photos): public like the shipped ones.
   * A file id is never reused (a new image is a new URL), so they are cached for good.
   */
  app.withTypeProvider<ZodTypeProvider>().get(
    '/content-media/:name',
    {
      schema: {
        tags: ['reference'],
        summary: 'An image an operator uploaded for what the portal shows',
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg)$/, { error: 'notFound' }) }),
      },
    },
    async (req, reply) => {
      const file = await contentMediaFile(ctx.db, req.params.name.slice(0, 36));
      if (!file || !req.params.name.endsWith(file.mime === 'image/png' ? '.png' : '.jpg')) throw notFound();
      const data = await ctx.storage.openRead(file.storageKey).catch(() => {
        throw notFound();
      });
      return reply
        .header('content-type', file.mime)
        .header('content-length', data.size)
        .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data.stream);
    },
  );
};
