import '@mantine/carousel/styles.layer.css';
import { Carousel } from '@mantine/carousel';
import { Container, Skeleton, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSliderProviders } from '../../../api/providers/provider-slider.ts';
import { ProviderCard } from './provider-card.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Top-rated 'Golden Technician' providers: up to 10, five per view on wide screens (spec §9). */
export function ProviderSlider() {
  const { t } = useTranslation('landing');
  const { data, isPending, isError } = useSliderProviders();
  // Where the page has side margins the arrows sit beside the cards rather than over them.
  const roomy = useMediaQuery('(min-width: 1260px)');
  // On phones the arrows would cover the cards: swiping (and the arrow keys) move the slider there.
  const arrows = useMediaQuery('(min-width: 48em)', true);

  return (
    <Container component="section" size="lg" py={{ base: 40, md: 72 }} aria-labelledby="providers-title">
      <SectionHeading id="providers-title" title={t('providers.title')} subtitle={t('providers.subtitle')} />
      {isPending ? (
        <Skeleton height={250} radius="lg" />
      ) : isError || !data.length ? (
        <Text ta="center" c="dimmed">
          {t('providers.empty')}
        </Text>
      ) : (
        <Carousel
          slideSize={{ base: '80%', xs: '50%', sm: '33.333%', md: '25%', lg: '20%' }}
          slideGap="md"
          // Embla's duration is a speed (20 to 60), not milliseconds; 45 comes close to the spec's 800 ms slide.
          emblaOptions={{ align: 'start', slidesToScroll: 1, duration: 45, containScroll: 'trimSnaps' }}
          controlSize={34}
          withControls={arrows}
          controlsOffset={roomy ? -46 : 'xs'}
          previousControlProps={{ 'aria-label': t('carousel.previous') }}
          nextControlProps={{ 'aria-label': t('carousel.next') }}
          aria-label={t('providers.title')}
          styles={{ control: { boxShadow: 'var(--mantine-shadow-sm)' } }}
        >
          {data.map((p) => (
            <Carousel.Slide key={p.id}>
              <ProviderCard provider={p} />
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
    </Container>
  );
}
