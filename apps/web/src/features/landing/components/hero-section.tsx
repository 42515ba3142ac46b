import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconArrowNarrowRight, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HeroIllustration } from './hero-illustration.tsx';

type Props = { onOrder: () => void; onSignUp: () => void };

/** The banner: what the product is, and the way in (ordering needs an account, so it opens log in). */
export function HeroSection({ onOrder, onSignUp }: Props) {
  const { t } = useTranslation('landing');
  const { dir } = useDirection();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      style={{ background: 'linear-gradient(160deg, var(--mantine-color-blue-0) 0%, #ffffff 70%)' }}
    >
      <Container size="lg" py={{ base: 32, md: 64 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 24, md: 48 }} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Text c="blue.7" fw={700} tt="uppercase" size="sm" lts={0.5}>
              {t('hero.eyebrow')}
            </Text>
            <Title id="hero-title" order={1} fz={{ base: 30, sm: 38, md: 46 }} lh={1.15}>
              {t('hero.title')}
            </Title>
            <Text size="lg" c="dimmed" maw={540}>
              {t('hero.subtitle')}
            </Text>
            <Group gap="sm" mt="sm">
              <Button size="lg" leftSection={<IconTool size={20} />} onClick={onOrder}>
                {t('hero.orderService')}
              </Button>
              <Button
                size="lg"
                variant="default"
                rightSection={<IconArrowNarrowRight size={20} style={{ transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />}
                onClick={onSignUp}
              >
                {t('hero.createAccount')}
              </Button>
            </Group>
          </Stack>
          <Box style={{ display: 'flex', justifyContent: 'center' }} maw={{ base: 320, md: 460 }} mx="auto" w="100%">
            <HeroIllustration />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
