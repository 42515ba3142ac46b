import { ActionIcon, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The provider's CliQ alias at payment (issue 19.4): the customer pays in their own bank's app and copies the alias
 * from here; the portal takes no money.
 */
export function CliqAliasBox({ alias }: { alias: string }) {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-light)" data-testid="cliq-alias">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('pay.cliqTitle')}
          </Text>
          <Text size="lg" fw={700} dir="ltr" ta="start" ff="monospace">
            {alias}
          </Text>
          <Text size="xs" c="dimmed">
            {t('pay.cliqHint')}
          </Text>
        </Stack>
        <CopyButton value={alias} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('pay.copied') : t('pay.copy')} withArrow>
              <ActionIcon
                variant={copied ? 'filled' : 'light'}
                color={copied ? 'teal' : 'blue'}
                size="lg"
                onClick={copy}
                aria-label={copied ? t('pay.copied') : t('pay.copyAlias', { alias })}
              >
                {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
