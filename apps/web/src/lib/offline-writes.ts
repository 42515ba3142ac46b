import { createOfflineQueue } from '@portal/web-kit/offline-queue';
import { sessionStore } from './session.ts';

/** The customer's writes taken offline (a rating, a payment record), sent once when the network is back, as their owner. */
export const offlineWrites = createOfflineQueue('customerOfflineWrites', () => {
  const id = sessionStore.get()?.user.id;
  return id === undefined ? null : String(id);
});
