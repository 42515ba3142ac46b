import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProviderRequest } from '@portal/contract/rfps';
import { apiRequest } from '@portal/web-kit/api-client';
import { toastError, toastSuccess } from '@portal/web-kit/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderPath, PROVIDER_KEY, useRequests } from '../../../api/provider/provider-api.ts';
import { OrderFacts } from '../../../components/order-facts.tsx';
import { WaitingActions } from '../../../components/waiting-actions.tsx';
import { ExpressSwitch } from './express-switch.tsx';
import { PushToggle } from './push-toggle.tsx';
import { TimeLeft } from './time-left.tsx';

/**
 * Express offers (issue 18 point 1): the switch, then every open offer with what, where, how far and the time left.
 * Taking an offer needs the network (the first provider wins): it is never queued.
 */
export function OffersPage() {
  const { t } = useTranslation('jobs');
  const offers = useRequests('E');
  const open = (offers.data ?? []).filter((o) => o.status === 'REQD' && o.offerStatus === 'offered');
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('offers.title')}
      </Title>
      <WaitingActions />
      <Card withBorder>
        <Stack gap="sm">
          <ExpressSwitch />
          <PushToggle />
        </Stack>
      </Card>
      {offers.isPending ? null : open.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="offers-empty">
          {t('offers.empty')}
        </Text>
      ) : (
        open.map((o) => <OfferCard key={o.id} offer={o} />)
      )}
    </Stack>
  );
}

function OfferCard({ offer }: { offer: ProviderRequest }) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  async function answer(action: 'accept' | 'reject') {
    setBusy(action);
    try {
      const { message } = await apiRequest('POST', `${orderPath(offer)}/${action}`);
      toastSuccess(message);
      if (action === 'accept') navigate(`/jobs/E/${offer.id}`);
    } catch (err) {
      // 409 orderTaken: another provider was first; the server's message says so in the app's language.
      toastError(err);
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: PROVIDER_KEY });
    }
  }
  return (
    <Card withBorder component="article" aria-label={t('orderNo', { no: offer.orderNo })}>
      <Stack gap="sm">
        <OrderFacts order={offer} />
        <TimeLeft until={offer.dispatchExpiresAt} />
        <Group grow>
          <Button variant="default" loading={busy === 'reject'} disabled={busy !== null} onClick={() => void answer('reject')}>
            {t('offers.decline')}
          </Button>
          <Button loading={busy === 'accept'} disabled={busy !== null} onClick={() => void answer('accept')}>
            {t('offers.accept')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
