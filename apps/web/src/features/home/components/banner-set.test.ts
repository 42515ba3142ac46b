import { describe, expect, it } from 'vitest';
import type { BannersResponse } from '@portal/contract/reference';
import { bannerSet, bannerTarget } from './banner-set.ts';

const b = (image: string) => [{ image, link: '/express' }];
const data: BannersResponse = {
  webDesktopBanners: { englishBanners: b('d-en'), arabicBanners: b('d-ar'), frenchBanners: b('d-fr') },
  webResponsiveBanners: { englishBanners: b('r-en'), arabicBanners: b('r-ar'), frenchBanners: b('r-fr') },
};

describe('bannerSet', () => {
  it('takes the desktop set above 768 px and the responsive set at or below', () => {
    expect(bannerSet(data, 'en', 1280)[0]!.image).toBe('d-en');
    expect(bannerSet(data, 'en', 769)[0]!.image).toBe('d-en');
    expect(bannerSet(data, 'en', 768)[0]!.image).toBe('r-en');
    expect(bannerSet(data, 'en', 375)[0]!.image).toBe('r-en');
  });
  it('takes the set of the current language', () => {
    expect(bannerSet(data, 'ar', 1280)[0]!.image).toBe('d-ar');
    expect(bannerSet(data, 'fr', 400)[0]!.image).toBe('r-fr');
  });
  it('is empty without data', () => {
    expect(bannerSet(undefined, 'en', 1280)).toEqual([]);
  });
});

describe('bannerTarget', () => {
  it('routes in-app paths and same-origin addresses, opens others outside', () => {
    expect(bannerTarget('/rfps/create')).toEqual({ internal: '/rfps/create' });
    expect(bannerTarget(`${window.location.origin}/express?x=1`)).toEqual({ internal: '/express?x=1' });
    expect(bannerTarget('https://example.com/offer')).toEqual({ external: 'https://example.com/offer' });
    expect(bannerTarget('//evil.example')).toBeNull();
    expect(bannerTarget('javascript:alert(1)')).toBeNull();
    expect(bannerTarget('')).toBeNull();
  });
});
