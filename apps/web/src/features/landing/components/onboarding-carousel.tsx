import '@mantine/carousel/styles.layer.css';
import { useRef } from 'react';
import { Carousel } from '@mantine/carousel';
import { Box, Card, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contract/limits';
import type { Lang } from '@portal/contract/lang';
import { onboardingCards, useOnboarding } from '../api/get-onboarding.ts';
import { SectionHeading } from './section-heading.tsx';

/** Onboarding cards in the current language: autoplay every 5 s, two per view, one under 700 px (spec §2.3, §9). */
export function OnboardingCarousel() {
  const { t, i18n } = useTranslation('landing');
  const { data, isPending } = useOnboarding();
  const wide = useMediaQuery('(min-width: 700px)', true);
  const roomy = useMediaQuery('(min-width: 1260px)');
  // On phones the arrows would cover the pictures: the dots and swiping are enough there.
  const arrows = useMediaQuery('(min-width: 48em)', true);
  const autoplay = useRef(Autoplay({ delay: LIMITS.onboardingAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true }));
  const cards = onboardingCards(data, i18n.language as Lang);

  if (!isPending && !cards.length) return null;

  return (
    <Box component="section" bg="blue.0" aria-labelledby="onboarding-title">
      <Box maw={1140} mx="auto" px="md" py={{ base: 40, md: 72 }}>
        <SectionHeading id="onboarding-title" title={t('onboarding.title')} subtitle={t('onboarding.subtitle')} />
        {isPending ? (
          <Skeleton height={320} radius="lg" />
        ) : (
          <Carousel
            slideSize={wide ? '50%' : '100%'}
            slideGap="lg"
            emblaOptions={{ loop: true, align: 'start' }}
            plugins={[autoplay.current]}
            withIndicators
            controlSize={34}
            withControls={arrows}
            controlsOffset={roomy ? -46 : 'xs'}
            previousControlProps={{ 'aria-label': t('carousel.previous') }}
            nextControlProps={{ 'aria-label': t('carousel.next') }}
            aria-label={t('onboarding.title')}
            styles={{ indicators: { bottom: -28 }, indicator: { background: 'var(--mantine-color-blue-6)' } }}
            pb={36}
          >
            {cards.map((c) => (
              <Carousel.Slide key={c.id}>
                <Card radius="lg" padding="lg" h="100%" shadow="sm">
                  <Card.Section>
                    <Image src={c.image} alt="" h={200} fit="contain" bg="blue.0" loading="lazy" />
                  </Card.Section>
                  <Stack gap={6} mt="md">
                    <Title order={3} fz="lg">
                      {c.title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {c.description}
                    </Text>
                  </Stack>
                </Card>
              </Carousel.Slide>
            ))}
          </Carousel>
        )}
      </Box>
    </Box>
  );
}
