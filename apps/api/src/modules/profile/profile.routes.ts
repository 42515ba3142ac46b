import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@portal/contract/envelope';
import { profileViewSchema } from '@portal/contract/profile';
import type { AppContext } from '../../context.ts';
import { profileService } from './profile.service.ts';

export const profileRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = profileService(ctx.db);

    app.get(
      '/customer/profile/view',
      {
        preValidation: app.requireRole('customer'),
        schema: {
          tags: ['profile'],
          summary: "The signed-in customer's own profile",
          security: [{ bearer: [] }],
          response: { 200: envelope(profileViewSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.view(req.session!.accountId)),
    );
  };
