import { Badge, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconFileDescription, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading.tsx';

/** The three ordering modes of spec §1. */
const MODES = [
  { key: 'express', icon: IconBolt, color: 'orange' },
  { key: 'directAward', icon: IconUserCheck, color: 'blue' },
  { key: 'rfp', icon: IconFileDescription, color: 'teal' },
] as const;

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <Container component="section" size="lg" py={{ base: 40, md: 72 }} aria-labelledby="how-title">
      <SectionHeading id="how-title" title={t('how.title')} subtitle={t('how.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {MODES.map(({ key, icon: Icon, color }, i) => (
          <Card key={key} withBorder radius="lg" padding="xl" shadow="xs">
            <ThemeIcon size={52} radius="md" variant="light" color={color}>
              <Icon size={28} />
            </ThemeIcon>
            <Badge variant="light" color={color} mt="md" w="fit-content">
              {t('how.step', { n: i + 1 })}
            </Badge>
            <Title order={3} fz="lg" mt="xs">
              {t(`how.${key}.title`)}
            </Title>
            <Text c="dimmed" size="sm" mt={6}>
              {t(`how.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
