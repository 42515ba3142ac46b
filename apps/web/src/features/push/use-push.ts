import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { hardNavigate } from '@portal/web-kit/hard-navigate';
import { NOTIFICATIONS_KEY } from '../../api/notifications/notification-keys.ts';
import { pushSupported } from './push-support.ts';
import { syncPushSubscription } from './push-subscription.ts';

/** What the service worker tells an open page (public/sw.js). */
type WorkerMessage = { kind: 'push'; serviceId: number | null; type: string | null } | { kind: 'open'; url: string };

/**
 * Once the signed-in frame is up: the service worker and, if allowed already, the subscription (spec §2.2).
 * Failures are logged only (§7.3). While the page is open, a push refreshes the notification list at once,
 * and a click on a push the worker could not navigate with is followed here.
 */
export function usePush(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled || !pushSupported()) return;
    syncPushSubscription().catch((err: unknown) => console.warn('push registration failed', err));
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      const msg = event.data;
      if (msg?.kind === 'push') void qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      if (msg?.kind === 'open' && typeof msg.url === 'string' && msg.url.startsWith('/') && !msg.url.startsWith('//')) hardNavigate(msg.url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [enabled, qc]);
}
