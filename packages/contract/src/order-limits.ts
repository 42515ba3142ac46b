import type { ValidationDataItem } from './reference.ts';

/**
 * The server-supplied limits an order form needs (the customer's order forms in apps/web, the provider's work
 * files in apps/pro) (spec §3 Settings, §5): counts, video length in
 * minutes, sizes in KB and the description length.
 */
export type OrderLimits = {
  noOfCharactersPerText: number;
  noOfGalleryPhotos: number;
  noOfGalleryVideos: number;
  durationOfGalleryVideo: number;
  fileSizeLimit: number;
  filePDFSizeLimit: number;
  videoSizeLimit: number;
};

/**
 * Used until the limits arrive or when they fail to load (spec §7.3: that failure is only logged).
 * They match the seeded values; the server checks again with its own, so a stale guess only changes
 * which side says no.
 */
export const FALLBACK_ORDER_LIMITS: OrderLimits = {
  noOfCharactersPerText: 1000,
  noOfGalleryPhotos: 5,
  noOfGalleryVideos: 2,
  durationOfGalleryVideo: 2,
  fileSizeLimit: 5120,
  filePDFSizeLimit: 5120,
  videoSizeLimit: 51200,
};

/** The key/value list of GET /customer/validation-data/get as numbers; a missing or unreadable value keeps the fallback. */
export function orderLimitsFrom(list: readonly ValidationDataItem[] | null | undefined): OrderLimits {
  const limits = { ...FALLBACK_ORDER_LIMITS };
  for (const item of list ?? []) {
    if (!(item.key in limits)) continue;
    const n = Number.parseInt(item.value, 10);
    if (Number.isFinite(n) && n >= 0) limits[item.key as keyof OrderLimits] = n;
  }
  return limits;
}

/** Spec §9: photos + videos + 2 files in all. */
export const totalFilesAllowed = (l: OrderLimits) => l.noOfGalleryPhotos + l.noOfGalleryVideos + 2;
