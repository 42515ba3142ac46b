import { useRef } from 'react';
import { Carousel } from '@mantine/carousel';
import { Anchor, Image, Skeleton } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Lang } from '@portal/contract/lang';
import { LIMITS } from '@portal/contract/limits';
import { useBanners } from '../api/get-banners.ts';
import { bannerSet, bannerTarget, DESKTOP_BANNER_MIN_WIDTH, type Banner } from './banner-set.ts';

/** Desktop banners are 4:1, the phone set 8:5; the frame keeps that shape while the images load. */
const ratio = (desktop: boolean) => (desktop ? '4 / 1' : '8 / 5');

function BannerImage({ banner, index, desktop }: { banner: Banner; index: number; desktop: boolean }) {
  const { t } = useTranslation('home');
  const img = <Image src={banner.image} alt={t('banners.alt', { index: index + 1 })} radius="lg" style={{ aspectRatio: ratio(desktop) }} fit="cover" />;
  const target = bannerTarget(banner.link);
  if (!target) return img;
  if ('internal' in target) return <Link to={target.internal} style={{ display: 'block' }}>{img}</Link>;
  return (
    <Anchor href={target.external} target="_blank" rel="noopener noreferrer" display="block">
      {img}
    </Anchor>
  );
}

/** Rotating banners of the current language, the desktop set above 768 px, advancing every 2 s (spec §2.5). */
export function BannerCarousel() {
  const { t, i18n } = useTranslation('home');
  const { width } = useViewportSize();
  const { data, isPending } = useBanners();
  const autoplay = useRef(Autoplay({ delay: LIMITS.bannerAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true }));
  // Before the first measurement the width is 0; assume a desktop rather than flash the phone set.
  const w = width || window.innerWidth;
  const desktop = w > DESKTOP_BANNER_MIN_WIDTH;
  const banners = bannerSet(data, i18n.language as Lang, w);

  if (isPending) return <Skeleton radius="lg" style={{ aspectRatio: ratio(desktop) }} />;
  if (!banners.length) return null;

  return (
    <Carousel
      // A new key when the set changes makes Embla start over with the right slides.
      key={desktop ? 'desktop' : 'responsive'}
      withIndicators={banners.length > 1}
      withControls={false}
      emblaOptions={{ loop: banners.length > 1 }}
      plugins={banners.length > 1 ? [autoplay.current] : []}
      aria-label={t('banners.label')}
      styles={{ indicator: { background: 'white', boxShadow: '0 0 2px rgba(0,0,0,.4)' } }}
    >
      {banners.map((b, i) => (
        <Carousel.Slide key={b.image + i}>
          <BannerImage banner={b} index={i} desktop={desktop} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
