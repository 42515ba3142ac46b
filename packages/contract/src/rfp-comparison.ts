import { z } from 'zod';
import { USER_TYPES } from './codes.ts';
import { DB_ID_MAX } from './limits.ts';

/**
 * Proposals side by side (issue 19, point 2): up to five replies of one RFP as the columns of a comparison
 * table, the data for the page and for its CSV and PDF exports (the same query, the same numbers).
 */

export const COMPARE_MAX = 5;
export const COMPARE_MIN = 2;

const idRule = (key: string) => z.coerce.number({ error: key }).int({ error: key }).positive({ error: key }).max(DB_ID_MAX, { error: key });

/** `replyIds` is a comma-separated list (2 to 5 different replies), so a comparison is a shareable GET. */
export const rfpCompareQuerySchema = z.object({
  rfpId: idRule('rfpIdRequired'),
  replyIds: z
    .string({ error: 'compareChooseProposals' })
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean).map(Number))
    .pipe(
      z
        .array(z.number().int().positive().max(DB_ID_MAX), { error: 'compareChooseProposals' })
        .min(COMPARE_MIN, { error: 'compareChooseProposals' })
        .max(COMPARE_MAX, { error: 'compareTooManyProposals' })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'compareChooseProposals' }),
    ),
});
export type RfpCompareQuery = z.infer<typeof rfpCompareQuerySchema>;

export const comparedProposalSchema = z.object({
  replyId: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  price: z.number(),
  /** The materials and parts the provider listed, and their fees. */
  spareParts: z.string(),
  sparePartFees: z.number(),
  /** price + sparePartFees (proposalTotal). */
  total: z.number(),
  paymentTerms: z.string(),
  /** The guarantee's end (ISO) when the proposal gives one. */
  guaranteeUntil: z.string().nullable(),
  rating: z.number(),
  reviews: z.number().int(),
  tasksDone: z.number().int(),
  userType: z.enum(USER_TYPES),
  hasCar: z.boolean(),
  /** The provider's answer to each question (by questionId), in the caller's language; '' when unanswered. */
  answers: z.record(z.string(), z.string()),
});
export type ComparedProposal = z.infer<typeof comparedProposalSchema>;

/** The rows where one value is better than another; the others (terms, materials, answers) are only read. */
export const COMPARE_BEST_ROWS = ['price', 'sparePartFees', 'total', 'guaranteeUntil', 'rating', 'reviews', 'tasksDone', 'hasCar'] as const;
export type CompareBestRow = (typeof COMPARE_BEST_ROWS)[number];

export const rfpComparisonSchema = z.object({
  rfp: z.object({ id: z.number().int(), orderNo: z.string(), title: z.string() }),
  proposals: z.array(comparedProposalSchema),
  /** The questions the compared proposals answered, in the caller's language, in the operators' order. */
  questions: z.array(z.object({ questionId: z.number().int(), text: z.string() })),
  /** For each row that has a best value, the replies holding it (ties: all of them; none when all are equal). */
  best: z.object({
    price: z.array(z.number().int()),
    sparePartFees: z.array(z.number().int()),
    total: z.array(z.number().int()),
    guaranteeUntil: z.array(z.number().int()),
    rating: z.array(z.number().int()),
    reviews: z.array(z.number().int()),
    tasksDone: z.array(z.number().int()),
    hasCar: z.array(z.number().int()),
  } satisfies Record<CompareBestRow, z.ZodType>),
});
export type RfpComparison = z.infer<typeof rfpComparisonSchema>;

type Better = 'low' | 'high';
const DIRECTION: Record<CompareBestRow, Better> = {
  price: 'low',
  sparePartFees: 'low',
  total: 'low',
  guaranteeUntil: 'high',
  rating: 'high',
  reviews: 'high',
  tasksDone: 'high',
  hasCar: 'high',
};

const valueOf = (p: ComparedProposal, row: CompareBestRow): number | null => {
  if (row === 'guaranteeUntil') return p.guaranteeUntil ? Date.parse(p.guaranteeUntil) : null;
  if (row === 'hasCar') return p.hasCar ? 1 : 0;
  return p[row];
};

/**
 * The best value of each comparable row: the lowest money, the longest guarantee, the highest rating, reviews
 * and tasks done, a car. A row where every proposal has the same value marks none (nothing to choose by).
 */
export function bestOfComparison(proposals: readonly ComparedProposal[]): Record<CompareBestRow, number[]> {
  const out = {} as Record<CompareBestRow, number[]>;
  for (const row of COMPARE_BEST_ROWS) {
    const values = proposals.map((p) => ({ id: p.replyId, v: valueOf(p, row) })).filter((x): x is { id: number; v: number } => x.v !== null);
    const distinct = new Set(values.map((x) => x.v));
    if (!values.length || (distinct.size === 1 && values.length === proposals.length)) {
      out[row] = [];
      continue;
    }
    const pick = DIRECTION[row] === 'low' ? Math.min(...distinct) : Math.max(...distinct);
    out[row] = values.filter((x) => x.v === pick).map((x) => x.id);
  }
  return out;
}
