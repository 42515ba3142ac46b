import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import { idParamsSchema } from '@portal/contract/operator';
import { operatorQuestionsQuerySchema, operatorQuestionsResponseSchema, questionInputSchema, questionSchema } from '@portal/contract/rfps';
import type { AppContext } from '../../context.ts';
import { operatorQuestionsService } from './operator-questions.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];

/**
 * The RFP form's questions with their options, edited by operators: under /operator like the rest of the operator
 * API, behind the same check, but beside the RFPs that ask them.
 */
export const operatorQuestionsRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (root) => {
    await root.register(questionRoutes(ctx), { prefix: '/operator' });
  };

const questionRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    // Before validation: a caller who is not an operator learns nothing about the inputs (401 or 403 first).
    base.addHook('preValidation', base.requireRole('operator'));
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = operatorQuestionsService(ctx.db);

    app.get(
      '/questions',
      { schema: { tags, summary: 'RFP questions (not deleted), filtered by category or type', security, querystring: operatorQuestionsQuerySchema, response: { 200: envelope(operatorQuestionsResponseSchema) } } },
      async (req, reply) => reply.ok(await service.list(req.query)),
    );
    app.post(
      '/questions',
      { schema: { tags, summary: 'Add a question (SC and MC need two options or more)', security, body: questionInputSchema, response: { 200: envelope(questionSchema) } } },
      async (req, reply) => reply.ok(await service.create(req.body), 'questionSaved'),
    );
    app.put(
      '/questions/:id',
      {
        schema: {
          tags,
          summary: 'Replace a question; options sent with their id are kept, new ones added, the others removed',
          security,
          params: idParamsSchema,
          body: questionInputSchema,
          response: { 200: envelope(questionSchema) },
        },
      },
      async (req, reply) => reply.ok(await service.update(req.params.id, req.body), 'questionSaved'),
    );
    app.delete(
      '/questions/:id',
      { schema: { tags, summary: 'Delete a question (answers already given keep it)', security, params: idParamsSchema, response: { 200: envelope(z.null()) } } },
      async (req, reply) => {
        await service.remove(req.params.id);
        return reply.ok(null, 'questionDeleted');
      },
    );
  };
