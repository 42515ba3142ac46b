import type { NotificationCounts } from './notification-types.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@portal/web-kit/api-client';
import { NOTIFICATIONS_KEY } from './notification-keys.ts';

/**
 * POST /homepage/notification/read-for-order {type, serviceId}: an order's screen marks the news about
 * that order read. In lib because the order features (tracking, RFP details, payment) all call it.
 */
export const readOrderNotifications = (type: 'E' | 'T' | 'R', serviceId: number) =>
  apiRequest<NotificationCounts>('POST', '/homepage/notification/read-for-order', { body: { type, serviceId } });

export const useReadOrderNotifications = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ type, serviceId }: { type: 'E' | 'T' | 'R'; serviceId: number }) => readOrderNotifications(type, serviceId),
    // Side work of opening a page: logged, never in the user's way.
    onError: (err) => console.warn('marking the order\'s notifications read failed', err),
    onSettled: () => qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};
