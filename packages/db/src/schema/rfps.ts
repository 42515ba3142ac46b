import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { files } from './files.ts';
import { orders } from './orders.ts';
import { categories, subCategories } from './reference.ts';
import type { ANSWER_TYPES } from '@portal/contract/codes';

/**
 * Requests for proposal (issue 5). The RFP itself is an `orders` row of type R (title and isGuarantee there,
 * its dates in start_date/end_date), so tracking, estimate, payment, rating and cancellation are the orders'.
 * These tables hold what only an RFP has: its profession cards (tasks), the questions and answers, and the
 * providers' replies.
 */

/** Questions the create form asks: general ones on every task, category ones on tasks of that category. */
export const rfpQuestions = pgTable(
  'rfp_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    question: varchar('question', { length: 300 }).notNull(),
    arQuestion: varchar('ar_question', { length: 300 }).notNull(),
    frQuestion: varchar('fr_question', { length: 300 }).notNull(),
    prefix: varchar('prefix', { length: 50 }).notNull().default(''),
    /** The prefix in Arabic and French; empty ones fall back to `prefix` on the page. */
    arPrefix: varchar('ar_prefix', { length: 50 }).notNull().default(''),
    frPrefix: varchar('fr_prefix', { length: 50 }).notNull().default(''),
    answerType: varchar('answer_type', { length: 2 }).notNull().$type<(typeof ANSWER_TYPES)[number]>(),
    questionType: varchar('question_type', { length: 8 }).notNull().$type<'general' | 'category'>(),
    isRequired: boolean('is_required').notNull().default(false),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    /** Narrows a category question to one sub-category; null: every sub-category of the category. */
    subCategoryId: integer('sub_category_id').references(() => subCategories.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Deleted questions stay for the answers already given, but are no longer asked. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rfp_questions_category_idx').on(t.categoryId).where(sql`${t.deletedAt} IS NULL`),
    check('rfp_questions_type_ck', sql`(${t.questionType} = 'general' AND ${t.categoryId} IS NULL) OR (${t.questionType} = 'category' AND ${t.categoryId} IS NOT NULL)`),
  ],
);

export const rfpQuestionOptions = pgTable(
  'rfp_question_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => rfpQuestions.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 100 }).notNull(),
    arValue: varchar('ar_value', { length: 100 }).notNull(),
    frValue: varchar('fr_value', { length: 100 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('rfp_question_options_question_idx').on(t.questionId)],
);

/** A profession card of an RFP. */
export const rfpTasks = pgTable(
  'rfp_tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rfpId: integer('rfp_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    description: text('description').notNull(),
    formattedDescription: text('formatted_description').notNull().default(''),
    /** Spec §2.9: each profession card has its guarantee-terms checkbox; the RFP's isGuarantee is any of them. */
    isGuarantee: boolean('is_guarantee').notNull().default(false),
  },
  (t) => [index('rfp_tasks_rfp_idx').on(t.rfpId, t.position), index('rfp_tasks_sub_category_idx').on(t.subCategoryId)],
);

/** Proposals: one per provider per RFP; at most one approved per RFP (the partial unique index). */
export const rfpReplies = pgTable(
  'rfp_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rfpId: integer('rfp_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    spareParts: text('spare_parts').notNull().default(''),
    sparePartFees: numeric('spare_part_fees', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
    paymentTerms: text('payment_terms').notNull(),
    isGuarantee: boolean('is_guarantee').notNull(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rfp_replies_rfp_provider_uq').on(t.rfpId, t.providerId),
    uniqueIndex('rfp_replies_one_approved_uq').on(t.rfpId).where(sql`${t.isApproved}`),
    index('rfp_replies_provider_idx').on(t.providerId),
  ],
);

/** Answers: the customer's per task, or the provider's per reply. Choices are option ids. */
export const rfpAnswers = pgTable(
  'rfp_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer('task_id').references(() => rfpTasks.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id').references(() => rfpReplies.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => rfpQuestions.id),
    value: text('value').notNull().default(''),
    optionIds: integer('option_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    uniqueIndex('rfp_answers_task_question_uq').on(t.taskId, t.questionId),
    uniqueIndex('rfp_answers_reply_question_uq').on(t.replyId, t.questionId),
    check('rfp_answers_owner_ck', sql`(${t.taskId} IS NULL) <> (${t.replyId} IS NULL)`),
  ],
);

/**
 * Uploaded files of RFPs: uploaded first (pending, owner only), then attached to a task (customer) or a reply
 * (provider) by the create or reply call. The numeric id is what those calls carry.
 */
export const rfpAttachments = pgTable(
  'rfp_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileId: varchar('file_id', { length: 36 })
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    ownerAccountId: integer('owner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull().$type<'image' | 'video' | 'document'>(),
    taskId: integer('task_id').references(() => rfpTasks.id, { onDelete: 'cascade' }),
    replyId: integer('reply_id').references(() => rfpReplies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rfp_attachments_task_idx').on(t.taskId),
    index('rfp_attachments_reply_idx').on(t.replyId),
    index('rfp_attachments_pending_idx').on(t.createdAt).where(sql`${t.taskId} IS NULL AND ${t.replyId} IS NULL`),
  ],
);
