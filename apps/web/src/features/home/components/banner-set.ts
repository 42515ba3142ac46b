import type { BannersResponse } from '@portal/contract/reference';
import type { Lang } from '@portal/contract/lang';

/** Spec §2.5: the desktop set above this width, the responsive set at or below it. */
export const DESKTOP_BANNER_MIN_WIDTH = 768;

const LANG_KEY = { en: 'englishBanners', ar: 'arabicBanners', fr: 'frenchBanners' } as const;

export type Banner = BannersResponse['webDesktopBanners']['englishBanners'][number];

/** The banners to show: the set for the screen width, in the current language. */
export function bannerSet(data: BannersResponse | undefined, lang: Lang, width: number): Banner[] {
  if (!data) return [];
  const set = width > DESKTOP_BANNER_MIN_WIDTH ? data.webDesktopBanners : data.webResponsiveBanners;
  return set?.[LANG_KEY[lang]] ?? [];
}

/** An in-app path goes through the router; a full address opens in a new tab. */
export function bannerTarget(link: string): { internal: string } | { external: string } | null {
  const l = link.trim();
  if (!l) return null;
  if (l.startsWith('/') && !l.startsWith('//')) return { internal: l };
  if (/^https?:\/\//i.test(l)) {
    try {
      const u = new URL(l);
      if (typeof window !== 'undefined' && u.origin === window.location.origin) return { internal: `${u.pathname}${u.search}${u.hash}` };
    } catch {
      return null;
    }
    return { external: l };
  }
  return null;
}
