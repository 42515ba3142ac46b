import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ProviderMe } from '@portal/contract/provider';
import { meKey, useMe } from '../../../api/provider/provider-api.ts';
import { useProviderAction } from '../../../components/use-provider-action.ts';

/** Available for Express: off, no new express offers reach this provider. */
export function ExpressSwitch() {
  const { t } = useTranslation('jobs');
  const me = useMe();
  const queryClient = useQueryClient();
  const { act, busy } = useProviderAction();
  const on = me.data?.expressAvailable ?? false;
  return (
    <Switch
      size="md"
      checked={on}
      disabled={!me.data || busy}
      label={t('offers.available')}
      description={on ? t('offers.availableOn') : t('offers.availableOff')}
      onChange={(e) => {
        const express = e.currentTarget.checked;
        // Shown at once; the server's answer (or the queue) follows.
        queryClient.setQueryData<ProviderMe>(meKey, (old) => (old ? { ...old, expressAvailable: express } : old));
        void act({ method: 'PUT', path: '/provider/availability', body: { express }, label: { key: express ? 'offline.label.availableOn' : 'offline.label.availableOff' } });
      }}
    />
  );
}
