import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiConditionalGet } from '@portal/web-kit/api-client';
import { toastError } from '@portal/web-kit/toast';
import { flushQueue, providerActions } from '../../lib/offline-queue.ts';
import { PROVIDER_KEY } from './provider-api.ts';

const POLL_MS = 10_000;

/**
 * The app's one poll (GET /api/provider/poll with If-None-Match, 304 while nothing changed): a new version means an
 * offer, an order or a customer's decision changed, so every provider list is fetched again. Back online (and at
 * each tick while some wait), the queued actions are sent first, then the lists; a refusal is shown as a toast.
 */
export function useProviderPoll() {
  const queryClient = useQueryClient();
  const etag = useRef<string | null>(null);
  useEffect(() => {
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: PROVIDER_KEY });
    const send = async () => {
      if (providerActions.list().length === 0) return;
      const { sent, refused } = await flushQueue();
      for (const r of refused) toastError(r.error);
      if (sent.length || refused.length) refresh();
    };
    async function tick() {
      if (stopped || !navigator.onLine || document.visibilityState === 'hidden') return;
      await send();
      try {
        const res = await apiConditionalGet<{ version: number }>('/provider/poll', etag.current);
        if (res.notModified) return;
        const first = etag.current === null;
        etag.current = res.etag;
        if (!first) refresh();
      } catch {
        /* offline or signed out: the next tick tries again */
      }
    }
    const online = () => void send();
    void tick();
    const timer = window.setInterval(() => void tick(), POLL_MS);
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', tick);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [queryClient]);
}
