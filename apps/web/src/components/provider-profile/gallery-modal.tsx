import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.layer.css';
import { Image, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Embla's duration is a speed (20 to 60), not milliseconds; 28 settles in about the spec's 500 ms
 * (§9 gallery carousel: one slide, dots, arrows, infinite loop). Mantine passes the page direction to
 * Embla, so in Arabic the next slide comes from the left.
 */
const GALLERY_DURATION = 28;

export function GalleryModal({ title, images, start, opened, onClose }: { title: string; images: string[]; start: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('provider');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered closeButtonProps={{ 'aria-label': t('close') }}>
      {opened && (
        <Carousel
          withIndicators
          withControls={images.length > 1}
          emblaOptions={{ loop: images.length > 1, startIndex: start, duration: GALLERY_DURATION }}
          previousControlProps={{ 'aria-label': t('previous') }}
          nextControlProps={{ 'aria-label': t('next') }}
          aria-label={title}
          pb={32}
          styles={{ indicators: { bottom: 0 }, indicator: { background: 'var(--mantine-color-blue-6)' } }}
        >
          {images.map((url, i) => (
            <Carousel.Slide key={url + i}>
              <Image src={url} alt={t('photoOf', { index: i + 1, count: images.length })} h={{ base: 280, sm: 460 }} fit="contain" bg="gray.0" radius="md" />
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
    </Modal>
  );
}
