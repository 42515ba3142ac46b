import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OfflineBanner } from '@portal/ui/offline-banner';
import { useQueuedWrites } from '@portal/web-kit/offline-queue';
import { useOnline } from '@portal/web-kit/online-status';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { offlineWrites } from '../../lib/offline-writes.ts';

const RETRY_MS = 30_000;

/**
 * The signed-in frame's word on the network (issue 19.5): offline, what is shown is what was seen last; the writes
 * taken offline are listed and sent once when the network is back (at once on the `online` event, else every 30 s,
 * or on "Send now"), then the lists are fetched again.
 */
export function OfflineStrip() {
  const { t } = useTranslation(['common', 'offline']);
  const online = useOnline();
  const waiting = useQueuedWrites(offlineWrites);
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const send = useCallback(async () => {
    if (offlineWrites.list().length === 0) return;
    setSending(true);
    try {
      const { sent, refused } = await offlineWrites.flush();
      for (const w of sent) toastSuccess(t('offline:sent', { what: t(w.label.key, w.label.values) }));
      for (const { error } of refused) toastError(error);
      if (sent.length || refused.length) await queryClient.invalidateQueries();
    } finally {
      setSending(false);
    }
  }, [queryClient, t]);

  useEffect(() => {
    if (!online || waiting.length === 0) return;
    void send();
    const timer = window.setInterval(() => void send(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, waiting.length, send]);

  return <OfflineBanner offline={!online} waiting={waiting.map((w) => t(w.label.key, w.label.values))} onSendNow={() => void send()} sending={sending} />;
}
