import type { Question, QuestionInput } from '@portal/contract/rfps';
import type { Db } from '@portal/db/client';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { rfpQuestionsRepository } from './rfp-questions.repository.ts';
import { rfpsRepository } from './rfps.repository.ts';

const questionNotFound = () => notFound('questionNotFound');

/** The RFP form's questions as operators edit them (issue 5): list, create, replace, delete. */
export function operatorQuestionsService(db: Db) {
  const repo = rfpQuestionsRepository(db);

  /** A category question's category (and sub-category of that category) must exist. */
  async function checkCatalogue(input: QuestionInput) {
    if (input.questionType !== 'category' || !input.subCategoryId) return;
    const sub = await rfpsRepository(db).subCategory(input.subCategoryId);
    if (!sub || sub.categoryId !== input.categoryId) throw badRequest('subCategoryNotFound', { subCategoryId: ['subCategoryNotFound'] });
  }

  return {
    list: (f: { categoryId?: number; questionType?: 'general' | 'category' }) => repo.list(f),

    async create(input: QuestionInput): Promise<Question> {
      await checkCatalogue(input);
      const id = await db.transaction(async (tx) => rfpQuestionsRepository(tx).insert(input)).catch(catalogueError);
      return (await repo.one(id))!;
    },

    async update(id: number, input: QuestionInput): Promise<Question> {
      await checkCatalogue(input);
      const done = await db.transaction(async (tx) => {
        const result = await rfpQuestionsRepository(tx).update(id, input);
        // Rolls the transaction back: nothing of a refused change stays.
        if (result === 'optionUnknown') throw badRequest('questionOptionUnknown', { options: ['questionOptionUnknown'] });
        return result;
      }).catch(catalogueError);
      if (!done) throw questionNotFound();
      return (await repo.one(id))!;
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw questionNotFound();
    },
  };
}

/** An unknown category id fails the foreign key: the operator hears about the field, not a 500. */
function catalogueError(err: unknown): never {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  if (code === '23503') throw badRequest('categoryRequired', { categoryId: ['categoryRequired'] });
  throw err;
}
