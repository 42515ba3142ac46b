import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract/limits';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { PROVIDER_KEY } from '../api/provider/provider-api.ts';
import { sendOrQueue, type ProviderWrite } from '../lib/offline-queue.ts';

/**
 * A provider's write: sent now, or queued while offline (the provider is told it waits); the lists are fetched
 * again after. Returns whether it went through (false on a refusal, shown as a toast of 3000 ms).
 */
export function useProviderAction() {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function act(action: ProviderWrite): Promise<boolean> {
    setBusy(true);
    try {
      const sent = await sendOrQueue(action);
      if (sent.queued) notifications.show({ color: 'yellow', message: t('offline.queuedToast'), autoClose: LIMITS.toastMs, withBorder: true });
      else toastSuccess(sent.message);
      return true;
    } catch (err) {
      toastError(err);
      return false;
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: PROVIDER_KEY });
    }
  }
  return { act, busy };
}
