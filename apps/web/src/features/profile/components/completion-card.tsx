import { Group, List, Paper, RingProgress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProfileCompletion as Completion } from '@portal/contract/profile';
import { completionParts } from '../completion.ts';

/** What the server says is still missing (only that) (spec §2.11 profile completion), with a progress ring. */
export function CompletionCard({ completion, commercial }: { completion: Completion; commercial: boolean }) {
  const { t } = useTranslation('profile');
  const { missing, percent } = completionParts(completion);
  const label = (key: string) => t(`completion.${key === 'companyProfile' && !commercial ? 'customerProfile' : key}`);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group wrap="nowrap" align="flex-start" gap="lg">
        <RingProgress
          size={96}
          thickness={9}
          roundCaps
          sections={[{ value: percent, color: percent === 100 ? 'teal' : 'orange' }]}
          label={
            <Text ta="center" fw={700} size="lg">
              {percent}%
            </Text>
          }
          aria-label={t('completion.percent', { percent })}
          style={{ flexShrink: 0 }}
        />
        <Stack gap={6} style={{ flex: 1 }}>
          <Title order={2} fz="lg">
            {missing.length ? t('completion.title') : t('completion.doneTitle')}
          </Title>
          {missing.length > 0 && (
            <>
              <Text size="sm" c="dimmed">
                {t('completion.missing')}
              </Text>
              <List spacing={4} size="sm" center>
                {missing.map((p) => (
                  <List.Item
                    key={p.key}
                    icon={
                      <ThemeIcon size={20} radius="xl" variant="light" color="orange" role="img" aria-label={t('completion.todo')}>
                        <IconCircleDashed size={14} />
                      </ThemeIcon>
                    }
                  >
                    <Text size="sm">{label(p.key)}</Text>
                  </List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
