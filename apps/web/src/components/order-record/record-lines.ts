import type { FeeStatus, OrderStatus } from '@portal/contract/codes';

export type RecordedOrder = {
  status: OrderStatus;
  customerFeesStatus: FeeStatus | null;
  visitFees: number | null;
  estimateServiceFees: number | null;
  estimateSparePartFees: number | null;
  totalAmountOfCustomer: number | null;
  isSparePartNeeded: boolean | null;
  ratingForServiceProvider: { rating: number; description: string | null } | null;
  /** The provider's rating of the customer (spec §3 ratingForCustomer), once given. */
  ratingForCustomer?: { rating: number; description: string | null } | null;
  endDate?: string | null;
  /** Issue 19: how the customer paid, and the two cash records when they differ. */
  paymentMethod?: 'cash' | 'cliq' | null;
  paymentReference?: string | null;
  cashMismatch?: { at: string; customerAmount: number; providerAmount: number } | null;
};

export type RecordLines = {
  /** The amount the decided estimate meant: its total if accepted, the visit fees if rejected. */
  estimate: number | null;
  paid: number | null;
  rating: { rating: number; description: string | null } | null;
  /** What the provider gave the customer. */
  ratingOfCustomer: { rating: number; description: string | null } | null;
  /** A done order's end. */
  endedAt: string | null;
};

/** What the order record shows, or null while there is nothing to keep (no decision, payment or rating yet). */
export function recordLines(o: RecordedOrder): RecordLines | null {
  const estimate =
    o.customerFeesStatus === 'ACPT'
      ? Math.round(((o.estimateServiceFees ?? 0) + (o.estimateSparePartFees ?? 0)) * 1000) / 1000
      : o.customerFeesStatus === 'REJT'
        ? (o.visitFees ?? 0)
        : null;
  const lines: RecordLines = {
    estimate,
    paid: o.totalAmountOfCustomer,
    rating: o.ratingForServiceProvider,
    ratingOfCustomer: o.ratingForCustomer ?? null,
    endedAt: o.status === 'DONE' ? (o.endDate ?? null) : null,
  };
  const paidOrRated = lines.paid !== null || lines.rating !== null || lines.ratingOfCustomer !== null || lines.endedAt !== null;
  // A decided estimate alone belongs to the estimate page until the work is paid or over.
  return paidOrRated ? lines : null;
}
