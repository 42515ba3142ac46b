import { useState } from 'react';
import { Alert, Anchor, Button, Input, ScrollArea, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPhone, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ProviderCard } from '@portal/ui/provider-card';
import { ProviderProfileModal } from '../../../components/provider-profile/provider-profile-modal.tsx';
import { useSupportContact } from '../../../api/reference/support-contact.ts';
import { errorText } from '@portal/web-kit/toast';
import { useDirectAwardProviders, type WorkPlace } from '../api/get-direct-award-providers.ts';

type Props = {
  categoryId: number;
  subCategoryId: number;
  /** The chosen branch's (or new address's) point: the list holds the providers serving it. */
  place?: WorkPlace;
  value: number | null;
  onChange: (id: number) => void;
  /** The provider the customer came with (?spId=): shown alone until they ask to see the others. */
  preselectedId: number | null;
  error?: string;
  disabled?: boolean;
};

/** Help text of spec §2.6: the support line, for a customer who does not find the provider they want. */
function SupportHelp() {
  const { t } = useTranslation('order-create');
  const phone = useSupportContact().data?.phone;
  if (!phone) return null;
  return (
    <Text size="sm" c="dimmed" style={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
      <IconPhone size={16} aria-hidden />
      {t('provider.help')}
      <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} dir="ltr" fw={600} size="sm">
        {phone}
      </Anchor>
    </Text>
  );
}

/** The provider of a direct award (spec §2.6): a scrollable list of cards, each opening the profile; one must be chosen. */
export function ProviderChooser({ categoryId, subCategoryId, place = null, value, onChange, preselectedId, error, disabled }: Props) {
  const { t } = useTranslation('order-create');
  const providers = useDirectAwardProviders(categoryId, subCategoryId, place);
  const [showAll, setShowAll] = useState(preselectedId === null);
  const [profileId, setProfileId] = useState<number | null>(null);
  const list = providers.data ?? [];
  const preselected = preselectedId !== null ? list.find((p) => p.id === preselectedId) : undefined;
  const shown = showAll || (!providers.isPending && !preselected) ? list : preselected ? [preselected] : [];

  const choose = (id: number) => {
    if (!disabled) onChange(id);
  };

  let body;
  if (providers.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={300} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (providers.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('provider.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(providers.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void providers.refetch()} loading={providers.isFetching}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!shown.length) {
    body = (
      <Text c="dimmed" ta="center" py="md">
        {t('provider.none')}
      </Text>
    );
  } else {
    body = (
      <ScrollArea.Autosize mah={shown.length > 3 ? 640 : undefined} type="auto" offsetScrollbars>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" p={2} role="list">
          {shown.map((p) => {
            const selected = p.id === value;
            return (
              <div role="listitem" key={p.id}>
                <ProviderCard
                  provider={p}
                  onOpen={setProfileId}
                  onHire={choose}
                  selected={selected}
                  hireLabel={
                    selected ? (
                      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                        <IconCheck size={16} aria-hidden />
                        {t('provider.chosen')}
                      </span>
                    ) : (
                      t('provider.choose')
                    )
                  }
                />
              </div>
            );
          })}
        </SimpleGrid>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Input.Wrapper error={error} aria-label={t('provider.title')}>
      <Stack gap="sm">
        <SupportHelp />
        {body}
        {!showAll && preselected && list.length > 1 && (
          <Button
            variant="subtle"
            leftSection={<IconUsers size={16} />}
            onClick={() => setShowAll(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('provider.showAll', { count: list.length })}
          </Button>
        )}
      </Stack>
      <ProviderProfileModal
        providerId={profileId}
        onClose={() => setProfileId(null)}
        onHire={(id) => {
          choose(id);
          setProfileId(null);
        }}
        hireLabel={t('provider.chooseThis')}
      />
    </Input.Wrapper>
  );
}
