import { eq, sql } from 'drizzle-orm';
import type { Question, QuestionsResponse } from '@portal/contract/rfps';
import { orders } from '@portal/db/schema/orders';
import type { TestApp } from '../harness.ts';
import { multipart } from './order-http-kit.ts';

/** Helpers of the RFP tests (imported by *.test.ts only). */

const DAY = 86_400;
export const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function questionsFor(t: TestApp, headers: Record<string, string>, categoryId: number, subCategoryId: number): Promise<QuestionsResponse> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/admin/question/get?categoryId=${categoryId}&subCategoryId=${subCategoryId}`, headers });
  if (res.statusCode !== 200) throw new Error(`questions: ${res.body}`);
  return res.json().data as QuestionsResponse;
}

/** An answer to every question: text for T, the first option for SC, the first two for MC. */
export function answerAll(questions: Question[]) {
  return questions.map((q) =>
    q.answerType === 'T' ? { questionId: q.id, value: `Answer to ${q.id}` } : { questionId: q.id, optionIds: q.options.slice(0, q.answerType === 'MC' ? 2 : 1).map((o) => o.id) },
  );
}

/** A valid create body for tasks in (category, sub-category) pairs, every question answered. */
export async function rfpBody(t: TestApp, headers: Record<string, string>, pairs: Array<[number, number]> = [[1, 1]], extra: Record<string, unknown> = {}) {
  const tasks = [];
  for (const [i, [categoryId, subCategoryId]] of pairs.entries()) {
    const q = await questionsFor(t, headers, categoryId, subCategoryId);
    tasks.push({
      categoryId,
      subCategoryId,
      description: `Task ${i + 1}: repaint and fix`,
      formattedDescription: `<p>Task ${i + 1}: <strong>repaint</strong> and fix<script>alert(1)</script></p>`,
      attachments: [] as number[],
      answers: answerAll([...q.general, ...q.category]),
    });
  }
  return { startDate: nowSeconds(), endDate: nowSeconds() + 3 * DAY, title: 'School summer works', isGuarantee: true, branchId: 'main', tasks, ...extra };
}

export async function createRfp(t: TestApp, headers: Record<string, string>, body?: Record<string, unknown>): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/service/rfp/create', headers, payload: body ?? (await rfpBody(t, headers)) });
  if (res.statusCode !== 200) throw new Error(`create RFP: ${res.body}`);
  return res.json().data.id as number;
}

export async function upload(t: TestApp, headers: Record<string, string>, url: string, files: Array<{ name: string; data: Buffer; type?: string }>) {
  const body = multipart({}, files);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
}

export const replyBody = (price: number, extra: Record<string, unknown> = {}) => ({
  price,
  spareParts: 'Paint, brushes',
  sparePartFees: 20,
  paymentTerms: 'Half upfront, half on completion',
  isGuarantee: true,
  expiryDate: nowSeconds() + 30 * DAY,
  attachments: [],
  ...extra,
});

/** The questions a reply to this RFP answers, as the provider's request list gives them (empty when it cannot see it). */
export async function replyQuestions(t: TestApp, headers: Record<string, string>, rfpId: number): Promise<Question[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/provider/requests?type=R', headers });
  if (res.statusCode !== 200) return [];
  const row = (res.json().data as Array<{ id: number; rfp: { questions: Question[] } | null }>).find((o) => o.id === rfpId);
  return row?.rfp?.questions ?? [];
}

/**
 * POST /api/provider/rfp/{rfpId}/reply. A body without `answers` gets an answer to each required question (a reply
 * must answer them); a test of the answers themselves sends its own.
 */
export async function sendReply(t: TestApp, headers: Record<string, string>, rfpId: number, body: Record<string, unknown>) {
  const payload = 'answers' in body ? body : { ...body, answers: answerAll((await replyQuestions(t, headers, rfpId)).filter((q) => q.isRequired)) };
  return t.app.inject({ method: 'POST', url: `/api/provider/rfp/${rfpId}/reply`, headers, payload });
}

/** Puts an RFP's end date in the past (as if time had passed). */
export async function endNow(t: TestApp, rfpId: number) {
  await t.db.update(orders).set({ endDate: sql`now() - interval '1 second'` }).where(eq(orders.id, rfpId));
}

/** Rows of the tables the RFP calls write. */
export async function rfpCounts(t: TestApp) {
  type Counts = Record<'orders' | 'tasks' | 'answers' | 'replies' | 'attached' | 'branches' | 'history' | 'notifications' | 'approved', number>;
  const { rows } = await t.pool.query<Counts>(`
    SELECT (SELECT count(*)::int FROM orders) AS orders,
           (SELECT count(*)::int FROM rfp_tasks) AS tasks,
           (SELECT count(*)::int FROM rfp_answers) AS answers,
           (SELECT count(*)::int FROM rfp_replies) AS replies,
           (SELECT count(*)::int FROM rfp_attachments WHERE task_id IS NOT NULL OR reply_id IS NOT NULL) AS attached,
           (SELECT count(*)::int FROM customer_branches) AS branches,
           (SELECT count(*)::int FROM order_status_history) AS history,
           (SELECT count(*)::int FROM notifications) AS notifications,
           (SELECT count(*)::int FROM rfp_replies WHERE is_approved) AS approved`);
  return rows[0]!;
}
