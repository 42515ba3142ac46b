/**
 * The cache key of the notification list. Shared because more than the notification feature refreshes
 * it: push messages (features/push) and the order pages that mark an order's notifications read.
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
