import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBriefcase, IconCar, IconChecks, IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { formatCount } from './format-jod.ts';
import { ProviderAvatar } from './provider-avatar.tsx';
import { flag, tasksDone, type ProviderCardData } from './provider-card-data.ts';
import { Price, RatingLine } from './provider-facts.tsx';

export type ProviderCardProps = {
  provider: ProviderCardData;
  /** Opens the profile; the whole upper part of the card is then one button. */
  onOpen?: (id: number) => void;
  /** Shows the hire button (direct award, RFP replies). */
  onHire?: (id: number) => void;
  hireLabel?: ReactNode;
  hiring?: boolean;
  selected?: boolean;
  /** Shown above the hire button, e.g. an RFP proposal's price. */
  footer?: ReactNode;
};

/** A provider at a glance (spec §2.6): photo, golden ring, certified mark, stars, reviews, tasks, expertise and rates. */
export function ProviderCard({ provider: p, onOpen, onHire, hireLabel, hiring, selected, footer }: ProviderCardProps) {
  const { t, i18n } = useTranslation('provider');
  const golden = flag(p.isGoldenTechnician);
  const done = tasksDone(p);

  const body = (
    <Stack align="center" gap={8} ta="center">
      <ProviderAvatar name={p.name} photo={p.profilePhoto} golden={golden} certified={flag(p.isCertified)} />
      <Text fw={700} lineClamp={2} mih={44} style={{ display: 'flex', alignItems: 'center' }}>
        {/* A Latin name inside Arabic text keeps its punctuation on its own side. */}
        <bdi>{p.name}</bdi>
      </Text>
      {golden && (
        <Badge color="yellow" variant="light" tt="none" leftSection={<IconCrown size={12} />}>
          {t('golden')}
        </Badge>
      )}
      <RatingLine rating={p.rating} total={p.total} stacked />
      <Group gap="xs" justify="center">
        {done !== null && (
          <Badge variant="light" color="teal" tt="none" leftSection={<IconChecks size={12} />}>
            {t('tasksDone', { count: done, formatted: formatCount(done, i18n.language as Lang) })}
          </Badge>
        )}
        {p.userType && (
          <Badge variant="light" color="gray" tt="none" leftSection={<IconBriefcase size={12} />}>
            {t(p.userType === 'C' ? 'company' : 'individual')}
          </Badge>
        )}
        {flag(p.carToggle) && (
          <Badge variant="light" color="indigo" tt="none" leftSection={<IconCar size={12} />}>
            {t('hasCar')}
          </Badge>
        )}
      </Group>
      {p.expertise && (
        <Text size="sm" c="dimmed" lineClamp={2} title={p.expertise}>
          {p.expertise}
        </Text>
      )}
    </Stack>
  );

  const hasRates = p.dailyRate != null || p.minimumRatePerVisit != null;

  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      h="100%"
      style={selected ? { borderColor: 'var(--mantine-color-blue-6)', boxShadow: '0 0 0 1px var(--mantine-color-blue-6)' } : undefined}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        {onOpen ? (
          <UnstyledButton onClick={() => onOpen(p.id)} aria-label={t('openProfile', { name: p.name })} style={{ borderRadius: 12 }}>
            {body}
          </UnstyledButton>
        ) : (
          body
        )}
        {(hasRates || onHire || footer) && (
          <Stack gap={4}>
            {footer}
            <Price label={t('dailyRate')} amount={p.dailyRate} />
            <Price label={t('minimumVisit')} amount={p.minimumRatePerVisit} />
            {onHire && (
              <Button mt={6} fullWidth radius="md" onClick={() => onHire(p.id)} loading={hiring}>
                {hireLabel ?? t('hire')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
