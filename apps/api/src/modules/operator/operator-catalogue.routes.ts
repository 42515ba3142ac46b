import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@portal/contract/envelope';
import {
  categoryCreateSchema,
  categoryUpdateSchema,
  idParamsSchema,
  operatorCategorySchema,
  operatorSubCategorySchema,
  reorderSchema,
} from '@portal/contract/operator';
import type { AppContext } from '../../context.ts';
import { operatorCatalogueService } from './operator-catalogue.service.ts';

const tags = ['operator'];
const security = [{ bearer: [] }];
const category = operatorCategorySchema.omit({ subCategories: true });

/** Categories and sub-categories as the pickers show them (mounted under /operator, operators only). */
export const operatorCatalogueRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const service = operatorCatalogueService(ctx.db, (tx) => ctx.orderEtags.changedAll(tx));

    app.get(
      '/categories',
      {
        schema: {
          tags,
          summary: 'Every category with its sub-categories, in the three languages',
          security,
          response: { 200: envelope(z.array(operatorCategorySchema)) },
        },
      },
      async (_req, reply) => reply.ok(await service.list()),
    );
    app.post(
      '/categories',
      {
        schema: {
          tags,
          summary: 'Add a category',
          security,
          body: categoryCreateSchema,
          response: { 200: envelope(operatorCategorySchema) },
        },
      },
      async (req, reply) => reply.ok(await service.createCategory(req.body), 'categoryCreated'),
    );
    app.patch(
      '/categories/:id',
      {
        schema: {
          tags,
          summary: 'Change a category',
          security,
          params: idParamsSchema,
          body: categoryUpdateSchema,
          response: { 200: envelope(category) },
        },
      },
      async (req, reply) => reply.ok(await service.updateCategory(req.params.id, req.body), 'categoryUpdated'),
    );
    app.put(
      '/categories/order',
      {
        schema: {
          tags,
          summary: 'Put the categories in order: every category, once',
          security,
          body: reorderSchema,
          response: { 200: envelope(z.array(operatorCategorySchema)) },
        },
      },
      async (req, reply) => reply.ok(await service.orderCategories(req.body.ids), 'orderSaved'),
    );
    app.put(
      '/categories/:id/sub-categories/order',
      {
        schema: {
          tags,
          summary: "Put a category's sub-categories in order: every one of them, once",
          security,
          params: idParamsSchema,
          body: reorderSchema,
          response: { 200: envelope(z.array(operatorCategorySchema)) },
        },
      },
      async (req, reply) => reply.ok(await service.orderSubCategories(req.params.id, req.body.ids), 'orderSaved'),
    );
    app.delete(
      '/categories/:id',
      {
        schema: {
          tags,
          summary: 'Delete a category with its sub-categories (409 while providers serve any of them)',
          security,
          params: idParamsSchema,
          response: { 200: envelope(z.null()) },
        },
      },
      async (req, reply) => {
        await service.deleteCategory(req.params.id);
        return reply.ok(null, 'categoryDeleted');
      },
    );

    app.post(
      '/categories/:id/sub-categories',
      {
        schema: {
          tags,
          summary: 'Add a sub-category to a category',
          security,
          params: idParamsSchema,
          body: categoryCreateSchema,
          response: { 200: envelope(operatorSubCategorySchema) },
        },
      },
      async (req, reply) => reply.ok(await service.createSubCategory(req.params.id, req.body), 'subCategoryCreated'),
    );
    app.patch(
      '/sub-categories/:id',
      {
        schema: {
          tags,
          summary: 'Change a sub-category',
          security,
          params: idParamsSchema,
          body: categoryUpdateSchema,
          response: { 200: envelope(operatorSubCategorySchema) },
        },
      },
      async (req, reply) => reply.ok(await service.updateSubCategory(req.params.id, req.body), 'subCategoryUpdated'),
    );
    app.delete(
      '/sub-categories/:id',
      {
        schema: {
          tags,
          summary: 'Delete a sub-category (409 while providers serve it)',
          security,
          params: idParamsSchema,
          response: { 200: envelope(z.null()) },
        },
      },
      async (req, reply) => {
        await service.deleteSubCategory(req.params.id);
        return reply.ok(null, 'subCategoryDeleted');
      },
    );
  };
