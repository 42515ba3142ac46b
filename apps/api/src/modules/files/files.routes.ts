import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/app-error.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { filesRepository } from './files.repository.ts';

/** GET /api/files/{fileId}: an order's file, to its customer or provider only; a profile file, see profileFileFor. */
export const filesRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const repo = filesRepository(ctx.db);
    app.get(
      '/files/:fileId',
      {
        preValidation: app.requireRole('customer', 'provider'),
        schema: {
          tags: ['orders'],
          summary: "A stored file's bytes: order files to the order's customer or provider; profile photo and documents to their owner (the photo also to his providers)",
          security: [{ bearer: [] }],
          params: z.object({ fileId: z.string().uuid({ error: 'notFound' }) }),
        },
      },
      async (req, reply) => {
        const accountId = req.session!.accountId;
        const file =
          (await repo.orderFileFor(req.params.fileId, accountId)) ??
          (await repo.rfpFileFor(req.params.fileId, accountId)) ??
          (await repo.profileFileFor(req.params.fileId, accountId));
        if (!file) throw notFound();
        // Streamed from disk: a 50 MB video is never held whole in memory.
        const data = await ctx.storage.openRead(file.storageKey).catch(() => {
          throw notFound();
        });
        return (
          reply
            .header('content-type', file.mime)
            .header('content-length', data.size)
            .header('content-disposition', contentDisposition(file.originalName))
            // A file is shown as what it is and can never run script in the portal's origin.
            .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox")
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, max-age=3600')
            .send(data.stream)
        );
      },
    );
  };
