import { Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconCrown, IconRosetteDiscountCheck, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

/** The business terms the product states to users (spec §1): vetted and golden providers, cash, guarantee. */
const POINTS = [
  { key: 'verified', icon: IconRosetteDiscountCheck, color: 'blue' },
  { key: 'golden', icon: IconCrown, color: 'yellow' },
  { key: 'cash', icon: IconCash, color: 'green' },
  { key: 'guarantee', icon: IconShieldCheck, color: 'grape' },
] as const;

export function WhyUsSection() {
  const { t } = useTranslation('landing');
  return (
    <Box component="section" bg="gray.0" aria-labelledby="why-title">
      <Container size="lg" py={{ base: 40, md: 72 }}>
        <SectionHeading id="why-title" title={t('why.title')} subtitle={t('why.subtitle')} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          {POINTS.map(({ key, icon: Icon, color }) => (
            <Group key={key} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={44} radius="xl" color={color} variant="filled">
                <Icon size={24} />
              </ThemeIcon>
              <Stack gap={4}>
                <Title order={3} fz="md">
                  {t(`why.${key}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`why.${key}.text`)}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
