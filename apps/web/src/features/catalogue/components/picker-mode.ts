import type { AvailabilityType } from '../../../api/providers/check-availability.ts';

export type PickerMode = 'express' | 'directAward';

type ModeInfo = { availability: AvailabilityType; detailsPath: string; titleKey: string };

/** What differs between the two pickers of spec §2.6. */
export const PICKER_MODES: Record<PickerMode, ModeInfo> = {
  express: { availability: 'E', detailsPath: '/express-details', titleKey: 'express' },
  directAward: { availability: 'T', detailsPath: '/direct-award-details', titleKey: 'directAward' },
};

export function detailsHref(mode: PickerMode, categoryId: number, subcategoryId: number): string {
  const qs = new URLSearchParams({ categoryId: String(categoryId), subcategoryId: String(subcategoryId) });
  return `${PICKER_MODES[mode].detailsPath}?${qs.toString()}`;
}
