import { and, asc, eq, inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { Question, QuestionInput } from '@portal/contract/rfps';
import type { Db } from '@portal/db/client';
import { rfpQuestionOptions, rfpQuestions } from '@portal/db/schema/rfps';

type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type QuestionRow = typeof rfpQuestions.$inferSelect;
type OptionRow = typeof rfpQuestionOptions.$inferSelect;

function toQuestion(q: QuestionRow, options: OptionRow[], withDeletedOptions = false): Question {
  return {
    id: q.id,
    question: q.question,
    arQuestion: q.arQuestion,
    frQuestion: q.frQuestion,
    prefix: q.prefix,
    arPrefix: q.arPrefix,
    frPrefix: q.frPrefix,
    answerType: q.answerType,
    questionType: q.questionType,
    isRequired: q.isRequired,
    categoryId: q.categoryId,
    subCategoryId: q.subCategoryId,
    sortOrder: q.sortOrder,
    options: options
      .filter((o) => o.questionId === q.id && (withDeletedOptions || !o.deleted))
      .map((o) => ({ id: o.id, questionId: o.questionId, value: o.value, arValue: o.arValue, frValue: o.frValue })),
  };
}

/** Whether a question is asked on a task: every general one; a category one on its category (all, or its sub-category). */
export const questionAppliesTo = (q: Pick<Question, 'questionType' | 'categoryId' | 'subCategoryId'>, task: { categoryId: number; subCategoryId: number }) =>
  q.questionType === 'general' || (q.categoryId === task.categoryId && (q.subCategoryId === null || q.subCategoryId === task.subCategoryId));

/** General questions first, then the categories', each in the operators' order (as answerViews lists answers). */
export const byQuestionOrder = (a: Question, b: Question) =>
  (a.questionType === 'general' ? 0 : 1) - (b.questionType === 'general' ? 0 : 1) || a.sortOrder - b.sortOrder || a.id - b.id;

/** The questions of the RFP form (spec §3 Question) and the operators' editing of them. */
export function rfpQuestionsRepository(db: Executor) {
  async function load(where: SQL | undefined, withDeletedOptions = false): Promise<Question[]> {
    const rows = await db.select().from(rfpQuestions).where(where).orderBy(asc(rfpQuestions.sortOrder), asc(rfpQuestions.id));
    if (!rows.length) return [];
    const options = await db
      .select()
      .from(rfpQuestionOptions)
      .where(inArray(rfpQuestionOptions.questionId, rows.map((r) => r.id)))
      .orderBy(asc(rfpQuestionOptions.sortOrder), asc(rfpQuestionOptions.id));
    return rows.map((r) => toQuestion(r, options, withDeletedOptions));
  }

  /** The questions asked now of a task: general ones, and those of its category (all or its sub-category). */
  const forTaskWhere = (categoryId: number, subCategoryId: number) =>
    and(
      isNull(rfpQuestions.deletedAt),
      or(
        eq(rfpQuestions.questionType, 'general'),
        and(
          eq(rfpQuestions.categoryId, categoryId),
          or(isNull(rfpQuestions.subCategoryId), eq(rfpQuestions.subCategoryId, subCategoryId)),
        ),
      ),
    );

  return {
    async forTask(categoryId: number, subCategoryId: number) {
      const all = await load(forTaskWhere(categoryId, subCategoryId));
      return { general: all.filter((q) => q.questionType === 'general'), category: all.filter((q) => q.questionType === 'category') };
    },

    /** Questions by id, deleted ones and deleted options included (to show answers given before). */
    byIds: (ids: number[]) => (ids.length ? load(inArray(rfpQuestions.id, ids), true) : Promise.resolve([])),

    /** Questions that apply to any of these tasks now (the provider's answers refer to them). */
    async forTasks(tasks: Array<{ categoryId: number; subCategoryId: number }>): Promise<Question[]> {
      if (!tasks.length) return [];
      return load(or(...tasks.map((t) => forTaskWhere(t.categoryId, t.subCategoryId))));
    },

    list: (f: { categoryId?: number; questionType?: 'general' | 'category' }) =>
      load(
        and(
          isNull(rfpQuestions.deletedAt),
          f.categoryId ? eq(rfpQuestions.categoryId, f.categoryId) : undefined,
          f.questionType ? eq(rfpQuestions.questionType, f.questionType) : undefined,
        ),
      ),

    async one(id: number): Promise<Question | null> {
      const [q] = await load(and(eq(rfpQuestions.id, id), isNull(rfpQuestions.deletedAt)));
      return q ?? null;
    },

    async insert(input: QuestionInput): Promise<number> {
      const [row] = await db.insert(rfpQuestions).values(columns(input)).returning({ id: rfpQuestions.id });
      const id = row!.id;
      if (input.options.length) {
        await db.insert(rfpQuestionOptions).values(input.options.map((o, i) => ({ questionId: id, value: o.value, arValue: o.arValue, frValue: o.frValue, sortOrder: i })));
      }
      return id;
    },

    /**
     * Replaces the question and its options: options sent with their id are kept (answers given with them stay
     * readable), new ones added, those left out marked deleted. Returns false for an unknown or deleted question.
     */
    async update(id: number, input: QuestionInput): Promise<boolean | 'optionUnknown'> {
      const [row] = await db
        .update(rfpQuestions)
        .set(columns(input))
        .where(and(eq(rfpQuestions.id, id), isNull(rfpQuestions.deletedAt)))
        .returning({ id: rfpQuestions.id });
      if (!row) return false;
      const existing = await db.select({ id: rfpQuestionOptions.id }).from(rfpQuestionOptions).where(eq(rfpQuestionOptions.questionId, id));
      const known = new Set(existing.map((o) => o.id));
      if (input.options.some((o) => o.id !== undefined && !known.has(o.id))) return 'optionUnknown';
      const kept = new Set(input.options.flatMap((o) => (o.id !== undefined ? [o.id] : [])));
      await db
        .update(rfpQuestionOptions)
        .set({ deleted: true })
        .where(and(eq(rfpQuestionOptions.questionId, id), kept.size ? notInArray(rfpQuestionOptions.id, [...kept]) : undefined));
      for (const [i, o] of input.options.entries()) {
        const values = { value: o.value, arValue: o.arValue, frValue: o.frValue, sortOrder: i, deleted: false };
        if (o.id !== undefined) await db.update(rfpQuestionOptions).set(values).where(eq(rfpQuestionOptions.id, o.id));
        else await db.insert(rfpQuestionOptions).values({ ...values, questionId: id });
      }
      return true;
    },

    /** Soft delete: answers already given keep their question. */
    async remove(id: number): Promise<boolean> {
      const rows = await db
        .update(rfpQuestions)
        .set({ deletedAt: new Date() })
        .where(and(eq(rfpQuestions.id, id), isNull(rfpQuestions.deletedAt)))
        .returning({ id: rfpQuestions.id });
      return rows.length > 0;
    },
  };
}

function columns(input: QuestionInput) {
  return {
    question: input.question,
    arQuestion: input.arQuestion,
    frQuestion: input.frQuestion,
    prefix: input.prefix,
    arPrefix: input.arPrefix,
    frPrefix: input.frPrefix,
    answerType: input.answerType,
    questionType: input.questionType,
    isRequired: input.isRequired,
    categoryId: input.questionType === 'category' ? (input.categoryId ?? null) : null,
    subCategoryId: input.questionType === 'category' ? (input.subCategoryId ?? null) : null,
    sortOrder: input.sortOrder,
  };
}
