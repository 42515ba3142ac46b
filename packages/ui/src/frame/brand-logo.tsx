import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The wordmark: "Khidmat" in English and French, "خدمات" in Arabic. */
export function BrandLogo({ to }: { to: string }) {
  const { t } = useTranslation('common');
  return (
    <Anchor component={Link} to={to} underline="never" c="inherit" aria-label={t('brand')}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={34} radius="md" variant="filled" aria-hidden>
          <IconTool size={20} />
        </ThemeIcon>
        <Text component="span" fw={800} fz={{ base: 20, sm: 22 }} lh={1} c="blue.8">
          {t('brand')}
        </Text>
      </Group>
    </Anchor>
  );
}
