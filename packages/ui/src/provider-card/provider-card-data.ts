/**
 * What a provider card shows (spec §3 Provider). The slider, the direct-award list, orders and RFP
 * replies each send a different subset, so everything beyond the name, photo and rating is optional.
 */
export type ProviderCardData = {
  id: number;
  name: string;
  profilePhoto: string | null;
  rating: number;
  total: number;
  isGoldenTechnician?: number | boolean;
  isCertified?: number | boolean;
  expertise?: string | null;
  ordersCompleted?: number | null;
  doneTasks?: number | null;
  dailyRate?: number | null;
  minimumRatePerVisit?: number | null;
  userType?: 'C' | 'I' | null;
  carToggle?: number | boolean | null;
};

/** The server sends flags as 0/1; some callers already hold booleans. */
export const flag = (v: number | boolean | null | undefined) => v === true || v === 1;

export const tasksDone = (p: Pick<ProviderCardData, 'ordersCompleted' | 'doneTasks'>) => p.ordersCompleted ?? p.doneTasks ?? null;
