import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { phoneParts } from '../contact-rules.ts';
import type { OrderProvider } from '../order-types.ts';

/** How to reach the provider while the order is under way (spec §2.8). Numbers and addresses read left to right. */
export function ContactBox({ provider }: { provider: OrderProvider }) {
  const { t } = useTranslation('orders');
  const phone = provider.phoneNo ? phoneParts(provider.countryCode, provider.phoneNo) : null;
  return (
    <Paper withBorder radius="lg" p="md" bg="teal.0">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {/* The name is isolated (FSI…PDI) so a Latin name keeps its punctuation in an Arabic sentence. */}
          {t('track.contact', { name: `\u2068${provider.name}\u2069` })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('track.contactHint')}
        </Text>
        {phone && (
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden>
              <IconPhone size={18} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('track.phone')}
              </Text>
              <Anchor href={phone.href} dir="ltr" fw={600}>
                {phone.text}
              </Anchor>
            </Stack>
          </Group>
        )}
        {provider.email && (
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden>
              <IconMail size={18} />
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {t('track.email')}
              </Text>
              <Anchor href={`mailto:${provider.email}`} dir="ltr" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {provider.email}
              </Anchor>
            </Stack>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
