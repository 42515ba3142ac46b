import { Anchor, Avatar, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCategory, IconReplace } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ServiceNames } from '../api/get-service-names.ts';

type Props = { names: ServiceNames | undefined; loading: boolean; replaceTo: string };

/** The chosen category and sub-category (spec §2.6), with the 'replace' link back to the picker. */
export function ServiceSummaryCard({ names, loading, replaceTo }: Props) {
  const { t } = useTranslation('order-create');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="var(--mantine-primary-color-light)">
      <Group justify="space-between" wrap="nowrap" align="center" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={names?.subCategory.icon ?? names?.category.icon ?? null} radius="md" size={52} color="blue" variant="white" alt="">
            <IconCategory size={26} />
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" fw={600} tt="uppercase">
              {t('summary.service')}
            </Text>
            {loading ? (
              <>
                <Skeleton h={18} w={160} />
                <Skeleton h={14} w={120} />
              </>
            ) : names ? (
              <>
                <Text fw={700} fz="lg" lineClamp={1}>
                  {names.subCategory.label}
                </Text>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {names.category.label}
                </Text>
              </>
            ) : (
              <Text fw={600} c="orange.8">
                {t('summary.unknown')}
              </Text>
            )}
          </Stack>
        </Group>
        <Anchor
          component={Link}
          to={replaceTo}
          fw={600}
          size="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flexShrink: 0 }}
        >
          <IconReplace size={16} aria-hidden />
          {t('summary.replace')}
        </Anchor>
      </Group>
    </Paper>
  );
}
