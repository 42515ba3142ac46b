/**
 * The cache key of the notification list. Apart from the file, because more than the list's readers refresh
 * it: push messages, the notification actions and the order pages that mark an order's notifications read.
 */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
