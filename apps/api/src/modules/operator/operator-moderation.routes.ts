import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import {
  complaintPatchSchema,
  idParamsSchema,
  operatorComplaintsQuerySchema,
  operatorComplaintsResponseSchema,
  operatorProviderSchema,
  operatorProvidersQuerySchema,
  operatorProvidersResponseSchema,
  providerPatchSchema,
  providerTermsPutSchema,
  providerTermsSchema,
} from '@portal/contract/operator';
import type { AppContext } from '../../context.ts';
import { operatorModerationService } from './operator-moderation.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/** Providers and complaints (mounted under /operator, operators only). */
export const operatorModerationRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = operatorModerationService(ctx.db);

    app.get(
      '/providers',
      {
        schema: {
          tags,
          summary: 'Providers, filtered by name or e-mail, badges, status or sub-category',
          security,
          querystring: operatorProvidersQuerySchema,
          response: { 200: envelope(operatorProvidersResponseSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.providers(req.query)),
    );
    app.patch(
      '/providers/:id',
      {
        schema: {
          tags,
          summary: 'Set golden technician, certified or featured (Express)',
          security,
          params: idParamsSchema,
          body: providerPatchSchema,
          response: { 200: envelope(operatorProviderSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.patchProvider(req.params.id, req.body), 'providerUpdated'),
    );
    app.put(
      '/providers/:id/terms',
      {
        schema: {
          tags,
          summary:
            "Set a provider's terms as a whole (admins): guarantee days (at least 7) and its own validation-data limits where they differ",
          security,
          params: idParamsSchema,
          body: providerTermsPutSchema,
          response: { 200: envelope(providerTermsSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.saveProviderTerms(req.params.id, req.body), 'providerTermsSaved'),
    );

    app.get(
      '/complaints',
      {
        schema: {
          tags,
          summary: 'Customer reports, newest first',
          security,
          querystring: operatorComplaintsQuerySchema,
          response: { 200: envelope(operatorComplaintsResponseSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.complaints(req.query.status, req.query.page, req.query.limit, req.lang)),
    );
    app.patch(
      '/complaints/:id',
      {
        schema: {
          tags,
          summary: 'Close a report with a note (409 when already closed)',
          security,
          params: idParamsSchema,
          body: complaintPatchSchema,
          response: { 200: envelope(z.null()) },
        },
      },
      async (req, reply) => {
        await service.closeComplaint(req.params.id, req.body.operatorNote);
        return reply.ok(null, 'complaintClosed');
      },
    );
  };
