import { useState } from 'react';
import { Carousel } from '@mantine/carousel';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ProviderCard } from '@portal/ui/provider-card';
import { ProviderProfileModal } from '../../../components/provider-profile/provider-profile-modal.tsx';
import { useSliderProviders } from '../../../api/providers/provider-slider.ts';
import { slidesPerView } from './slides-per-view.ts';

/** Embla's duration is a speed (20 to 60), not milliseconds; 45 comes close to the spec's 800 ms slide. */
const SLIDER_DURATION = 45;

/** The rated providers (up to 10; 5/4/3/2/1 per view); a card opens the provider's profile. */
export function RatedProvidersSlider() {
  const { t } = useTranslation('home');
  const { data, isPending, isError } = useSliderProviders();
  const { width } = useViewportSize();
  const perView = slidesPerView(width || window.innerWidth);
  const [open, setOpen] = useState<number | null>(null);
  // Where the page has side margins the arrows sit beside the cards rather than over them.
  const roomy = width >= 1260;

  return (
    <Stack gap="md" component="section" aria-labelledby="rated-title">
      <div>
        <Title id="rated-title" order={2} fz={{ base: 22, sm: 26 }}>
          {t('rated.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('rated.subtitle')}
        </Text>
      </div>
      {isPending ? (
        <SimpleGrid cols={perView} spacing="md" aria-busy="true">
          {Array.from({ length: perView }, (_, i) => (
            <Skeleton key={i} h={260} radius="lg" />
          ))}
        </SimpleGrid>
      ) : isError || !data.length ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('rated.empty')}
        </Text>
      ) : (
        <Carousel
          slideSize={`${100 / perView}%`}
          slideGap="md"
          emblaOptions={{ align: 'start', slidesToScroll: 1, duration: SLIDER_DURATION, containScroll: 'trimSnaps' }}
          controlSize={34}
          controlsOffset="xs"
          withControls={data.length > perView && perView > 1}
          previousControlProps={{ 'aria-label': t('rated.previous') }}
          nextControlProps={{ 'aria-label': t('rated.next') }}
          aria-label={t('rated.title')}
          // A negative offset is not valid padding, so the controls box itself is widened past the cards.
          styles={{ control: { boxShadow: 'var(--mantine-shadow-sm)' }, controls: roomy ? { insetInline: -56 } : undefined }}
        >
          {data.map((p) => (
            <Carousel.Slide key={p.id}>
              <ProviderCard provider={p} onOpen={setOpen} />
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
      <ProviderProfileModal providerId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
