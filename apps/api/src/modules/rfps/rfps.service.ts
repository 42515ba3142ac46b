import type { Lang } from '@portal/contract/lang';
import { ACTIVE_STATUSES, RECENT_STATUSES, customerCanCancel, statusesOfFilter } from '@portal/contract/order-state-machine';
import { attachmentProblem, descriptionLength, orderNumber } from '@portal/contract/orders';
import {
  answerProblems,
  isAnswered,
  rfpCreateSchema,
  rfpDateProblems,
  rfpDatesSchema,
  rfpTaskInputSchema,
  type QuestionsResponse,
  type RfpApprove,
  type RfpAvailableQuery,
  type RfpCreate,
  type RfpCreated,
  type RfpDetails,
  type RfpList,
  type RfpListQuery,
  type RfpReplyList,
  type RfpReplyQuery,
  type RfpSummary,
} from '@portal/contract/rfps';
import type { OrderStatus } from '@portal/contract/codes';
import type { RfpCompareQuery, RfpComparison } from '@portal/contract/rfp-comparison';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { cleanOrderHtml, htmlText } from '../order-core/order-html.ts';
import { resolveOrderAddress } from '../order-core/order-address.ts';
import { applyTransition, lockOrder, type OrderRow, type Tx } from '../order-core/order-transitions.ts';
import { orderViews } from '../order-core/order-view.ts';
import { customerAddressesRepository } from '../order-core/customer-addresses.repository.ts';
import { cancelByCustomer, type CustomerCancelInput } from '../order-core/customer-cancel.ts';
import { insertOrder } from '../order-core/insert-order.ts';
import { orderReadsRepository } from '../order-core/order-reads.repository.ts';
import { readOrderLimits } from '../order-core/validation-data.ts';
import { RFP_CLOSE_QUEUE } from './rfp-closing.ts';
import { buildComparison } from './rfp-comparison.ts';
import { rfpQuestionsRepository } from './rfp-questions.repository.ts';
import { replyDetail, replyView, rfpSummaries, taskDetails } from './rfp-view.ts';
import { rfpsRepository, type NewAnswer } from './rfps.repository.ts';

const rfpNotFound = () => notFound('rfpNotFound');
type FieldErrors = Record<string, string[]>;

/** The customer's side of RFPs (issue 5): questions, create, lists, replies, details, approve, cancel. */
export function rfpsService(ctx: AppContext) {
  const repo = rfpsRepository(ctx.db);
  const orderRepo = orderReadsRepository(ctx.db);
  const addresses = customerAddressesRepository(ctx.db);
  const questions = rfpQuestionsRepository(ctx.db);
  const limits = () => readOrderLimits(ctx.db);

  const summaries = (rows: OrderRow[], lang: Lang) => rfpSummaries(repo, orderRepo, rows, lang);

  async function own(customerId: number, rfpId: number): Promise<OrderRow> {
    const row = await orderRepo.customerOrder(customerId, 'R', rfpId);
    if (!row) throw rfpNotFound();
    return row;
  }

  async function summary(customerId: number, rfpId: number, lang: Lang): Promise<RfpSummary> {
    return (await summaries([await own(customerId, rfpId)], lang))[0]!;
  }

  /**
   * Every rule of the form at once (spec §5, issue 5): the body's shape, the clock, the catalogue, the address,
   * the questions and answers of each task, its attachments and description length. One 400 lists them all.
   */
  async function check(customerId: number, body: unknown) {
    const errors: FieldErrors = {};
    const params: Record<string, number> = {};
    const add = (field: string, key: string) => (errors[field] ??= []).push(key);
    const parsed = rfpCreateSchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) add(issue.path.map(String).join('.') || 'body', issue.message);
    const input: RfpCreate | null = parsed.success ? parsed.data : null;

    const now = Math.floor(Date.now() / 1000);
    const dates = rfpDatesSchema.safeParse(body);
    if (dates.success) {
      for (const [field, key] of Object.entries(rfpDateProblems(dates.data.startDate, dates.data.endDate, now))) {
        if (!errors[field]?.includes(key)) add(field, key);
      }
    }
    if (input && typeof input.branchId === 'number' && !(await addresses.savedBranch(customerId, input.branchId))) add('branchId', 'branchNotFound');

    // The tasks are checked one by one even when another part failed, so their problems show too.
    const rawTasks = Array.isArray((body as { tasks?: unknown } | null)?.tasks) ? ((body as { tasks: unknown[] }).tasks) : [];
    const l = await limits();
    const usedUploads = new Set<number>();
    const prepared: Array<{ answers: NewAnswer[]; formattedDescription: string } | null> = [];
    for (const [i, raw] of rawTasks.entries()) {
      const task = input?.tasks[i] ?? parseTask(raw);
      if (!task) {
        prepared.push(null);
        continue;
      }
      const at = (f: string) => `tasks.${i}.${f}`;
      const formattedDescription = cleanOrderHtml(task.formattedDescription);
      if (Math.max(descriptionLength(task.description), descriptionLength(htmlText(formattedDescription))) > l.noOfCharactersPerText) {
        add(at('description'), 'descriptionMaxLength');
        params.count = l.noOfCharactersPerText;
      }
      const sub = await repo.subCategory(task.subCategoryId);
      if (!sub || sub.categoryId !== task.categoryId) {
        add(at('subCategoryId'), 'subCategoryNotFound');
        prepared.push(null);
        continue;
      }
      const offered = await questions.forTask(task.categoryId, task.subCategoryId);
      const problems = answerProblems([...offered.general, ...offered.category], task.answers);
      for (const [questionId, key] of Object.entries(problems)) add(at(`answers.${questionId}`), key);

      if (task.attachments.length) {
        const unique = [...new Set(task.attachments)];
        const pending = await repo.pendingUploads(customerId, unique);
        if (pending.length !== unique.length || unique.length !== task.attachments.length || unique.some((id) => usedUploads.has(id))) {
          add(at('attachments'), 'attachmentNotFound');
        } else {
          const problem = attachmentProblem(pending.map((p) => ({ mime: p.mime, bytes: p.size })), l);
          if (problem) {
            add(at('attachments'), problem.key);
            Object.assign(params, problem.params);
          }
        }
        unique.forEach((id) => usedUploads.add(id));
      }
      prepared.push({
        formattedDescription,
        answers: task.answers.filter(isAnswered).map((a) => ({ questionId: a.questionId, value: (a.value ?? '').trim(), optionIds: a.optionIds ?? [] })),
      });
    }
    if (Object.keys(errors).length || !input) throw badRequest(Object.values(errors)[0]?.[0] ?? 'invalidInput', errors, params);
    return { input, prepared: prepared as Array<{ answers: NewAnswer[]; formattedDescription: string }> };
  }

  return {
    questions: (categoryId: number, subCategoryId: number): Promise<QuestionsResponse> => questions.forTask(categoryId, subCategoryId),

    async create(customerId: number, body: unknown): Promise<RfpCreated> {
      // A provider's e-mail cannot post RFPs (spec §6): the web shows the contact modal; nothing is written.
      if (await repo.isProviderEmail(customerId)) throw new AppError(409, 'rfpServiceProvider', {}, undefined, { isServiceProvider: true });
      const { input, prepared } = await check(customerId, body);
      const place = await resolveOrderAddress(addresses, customerId, input);
      const now = new Date();
      const first = input.tasks[0]!;
      const created = await ctx.db.transaction(async (tx) => {
        const made = await insertOrder(
          tx,
          {
            type: 'R',
            customerId,
            providerId: null,
            categoryId: first.categoryId,
            subCategoryId: first.subCategoryId,
            status: 'REQD',
            statusChangedAt: now,
            ...place.place,
            ...place.contact,
            title: input.title,
            isGuarantee: input.isGuarantee,
            description: first.description,
            formattedDescription: prepared[0]!.formattedDescription,
            startDate: new Date(input.startDate * 1000),
            endDate: new Date(input.endDate * 1000),
            createdAt: now,
            updatedAt: now,
          },
          (id) => orderNumber('R', id),
          [],
          place.save,
          [],
        );
        for (const [i, task] of input.tasks.entries()) {
          const taskId = await repo.insertTask(
            tx,
            {
              rfpId: made.id,
              position: i,
              categoryId: task.categoryId,
              subCategoryId: task.subCategoryId,
              description: task.description,
              formattedDescription: prepared[i]!.formattedDescription,
              isGuarantee: task.isGuarantee,
            },
            prepared[i]!.answers,
          );
          // Taken under the transaction: an upload another request attached meanwhile fails this one whole.
          if ((await repo.attach(tx, customerId, task.attachments, { taskId })) !== task.attachments.length) {
            throw badRequest('attachmentNotFound', { [`tasks.${i}.attachments`]: ['attachmentNotFound'] });
          }
        }
        return made;
      });
      // The closing job at the end date; the sweep closes it anyway if this is lost.
      await ctx.jobs.sendAt(RFP_CLOSE_QUEUE, { rfpId: created.id }, new Date(input.endDate * 1000)).catch(() => null);
      return { ...created, isServiceProvider: false };
    },

    /** My RFPs still receiving proposals. */
    async available(customerId: number, q: RfpAvailableQuery, lang: Lang): Promise<RfpSummary[]> {
      const rows = await orderRepo.list({ customerId, type: 'R', statuses: ['REQD'], from: date(q.dateStart), to: date(q.dateEnd), sort: q.dateSort });
      return summaries(rows, lang);
    },

    /** Spec §4.2: the active list and the recent one (with closed RFPs), one or both by forActive. */
    async list(customerId: number, q: RfpListQuery, lang: Lang): Promise<RfpList> {
      const pick = (statuses: readonly OrderStatus[]) => (q.status ? statuses.filter((s) => statusesOfFilter(q.status!).includes(s)) : statuses);
      const filter = { customerId, type: 'R' as const, from: date(q.dateStart), to: date(q.dateEnd), sort: q.dateSort };
      const [activeRows, recentRows] = await Promise.all([
        q.forActive === 'false' ? [] : orderRepo.list({ ...filter, statuses: pick(ACTIVE_STATUSES.R) }),
        q.forActive === 'true' ? [] : orderRepo.list({ ...filter, statuses: pick(RECENT_STATUSES.R) }),
      ]);
      const [active, recent] = await Promise.all([summaries(activeRows, lang), summaries(recentRows, lang)]);
      return { active, recent };
    },

    /** The replies to one of my RFPs, searched and filtered (few per RFP: filtered here, in one place). */
    async replies(customerId: number, q: RfpReplyQuery, lang: Lang): Promise<RfpReplyList> {
      const rfp = await summary(customerId, q.rfpId, lang);
      const name = q.name?.toLocaleLowerCase();
      let list = (await repo.replies(q.rfpId))
        .filter((r) => !name || Object.values(r.provider.name).some((n) => n.toLocaleLowerCase().includes(name)))
        .filter((r) => q.guarantee === undefined || r.reply.isGuarantee === (q.guarantee === 'true'))
        .filter((r) => q.rating === undefined || r.provider.rating >= q.rating)
        .filter((r) => q.priceStart === undefined || r.reply.price >= q.priceStart)
        .filter((r) => q.priceEnd === undefined || r.reply.price <= q.priceEnd)
        .filter((r) => q.userType === undefined || r.provider.userType === q.userType)
        .map((r) => replyView(r, lang));
      if (q.priceSort) list = list.sort((a, b) => (q.priceSort === 'ASC' ? a.price - b.price : b.price - a.price) || a.id - b.id);
      return { list, rfp };
    },

    /** Issue 19: the chosen replies of one of my RFPs side by side (the page, the CSV and the PDF read this). */
    async compare(customerId: number, q: RfpCompareQuery, lang: Lang): Promise<RfpComparison> {
      const row = await own(customerId, q.rfpId);
      const all = await repo.replies(q.rfpId);
      const chosen = q.replyIds.map((id) => all.find((r) => r.reply.id === id));
      if (chosen.some((c) => !c)) throw notFound('replyNotFound');
      const picked = chosen as NonNullable<(typeof chosen)[number]>[];
      const answers = await repo.answersOfReplies(q.replyIds);
      const asked = await questions.byIds([...new Set(answers.map((a) => a.questionId))]);
      return buildComparison({ id: row.id, orderNo: row.orderNo, title: row.title ?? '' }, picked, answers, asked, lang);
    },

    async details(customerId: number, rfpId: number, replyId: number | undefined, lang: Lang): Promise<RfpDetails> {
      const row = await own(customerId, rfpId);
      const [sum] = await summaries([row], lang);
      const [order] = await orderViews(orderRepo, [row], lang, await limits());
      const tasks = (await taskDetails(repo, await repo.tasks([rfpId]), lang, questions.byIds)).get(rfpId) ?? [];
      const chosenId = replyId ?? sum!.approvedReplyId;
      const chosen = chosenId ? await repo.reply(rfpId, chosenId) : null;
      if (replyId !== undefined && !chosen) throw notFound('replyNotFound');
      const reply = chosen ? await replyDetail(repo, chosen, lang, questions.byIds) : null;
      const o = order!;
      return {
        ...sum!,
        latitude: row.latitude,
        longitude: row.longitude,
        contactName: row.contactName,
        contactEmail: row.contactEmail,
        countryCode: row.countryCode,
        phoneNo: row.phoneNo,
        tasks,
        reply,
        canApprove: row.status === 'REQD' && reply !== null && (row.endDate?.getTime() ?? 0) > Date.now(),
        canCancel: customerCanCancel('R', row.status),
        provider: o.serviceProviderId,
        customerFeesStatus: o.customerFeesStatus,
        estimateProblemDesc: o.estimateProblemDesc,
        estimateIsSparePartNeeded: o.estimateIsSparePartNeeded,
        sparePartDescription: o.sparePartDescription,
        visitFees: o.visitFees,
        estimateServiceFees: o.estimateServiceFees,
        estimateSparePartFees: o.estimateSparePartFees,
        sparePartFees: o.sparePartFees,
        estimateNotes: o.estimateNotes,
        totalAmountOfCustomer: o.totalAmountOfCustomer,
        isSparePartNeeded: o.isSparePartNeeded,
        paymentMethod: o.paymentMethod,
        paymentReference: o.paymentReference,
        cashMismatch: o.cashMismatch,
        ratingForCustomer: o.ratingForCustomer,
        cancelFee: o.cancelFee,
        orderCancelFees: o.orderCancelFees,
        cancelFeeApplies: o.cancelFeeApplies,
        workAttachments: o.attachments.filter((a) => a.side === 'provider'),
      };
    },

    /**
     * The owner approves one reply while the RFP receives proposals: under the RFP's row lock the first approval
     * wins and every other finds it accepted (409); the partial unique index would refuse a second one anyway.
     */
    async approve(customerId: number, input: RfpApprove, lang: Lang): Promise<RfpSummary> {
      const after = await ctx.db.transaction(async (tx: Tx) => {
        const row = await lockOrder(tx, input.rfpId);
        if (!row || row.customerId !== customerId || row.type !== 'R') throw rfpNotFound();
        const reply = await repo.lockReply(tx, row.id, input.replyId);
        if (!reply) throw notFound('replyNotFound');
        if (row.status !== 'REQD') throw conflict('orderStatusNotAllowed');
        if ((row.endDate?.getTime() ?? 0) <= Date.now()) throw conflict('rfpEnded');
        await repo.approve(tx, reply.id);
        const moved = await applyTransition(ctx, tx, {
          orderId: row.id,
          to: 'ACPT',
          actor: { role: 'customer', id: customerId },
          extra: { providerId: reply.providerId },
        });
        return moved.afterCommit;
      });
      await after().catch(() => {});
      return summary(customerId, input.rfpId, lang);
    },

    /** CBC as any order is cancelled (same states and fee rule). */
    async cancel(customerId: number, rfpId: number, input: CustomerCancelInput, lang: Lang): Promise<RfpSummary> {
      await own(customerId, rfpId);
      await cancelByCustomer(ctx, customerId, 'R', rfpId, input);
      return summary(customerId, rfpId, lang);
    },
  };
}

const date = (s: number | undefined) => (s !== undefined ? new Date(s * 1000) : undefined);

/** A task of a body that failed elsewhere, checked on its own so its problems are reported too. */
function parseTask(raw: unknown) {
  const r = rfpTaskInputSchema.safeParse(raw);
  return r.success ? r.data : null;
}
