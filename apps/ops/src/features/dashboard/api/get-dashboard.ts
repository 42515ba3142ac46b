import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardPeriod, OperatorDashboard } from '@portal/contract/operator-console';
import { apiRequest } from '@portal/web-kit/api-client';

export const getDashboard = async (period: DashboardPeriod) =>
  (await apiRequest<OperatorDashboard>('GET', '/operator/dashboard', { query: { period } })).data;

/** Refreshed every minute while shown: the figures of a support team's day. */
export const useDashboard = (period: DashboardPeriod) =>
  useQuery({ queryKey: ['ops', 'dashboard', period], queryFn: () => getDashboard(period), refetchInterval: 60_000, placeholderData: keepPreviousData });
