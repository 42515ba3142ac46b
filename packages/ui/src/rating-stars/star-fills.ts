export type StarFill = 'full' | 'half' | 'empty';

/** Ratings show in half steps (spec §9): 3.74 reads as three and a half stars, 3.75 as four. */
export function roundToHalf(rating: number, max = 5): number {
  if (!Number.isFinite(rating)) return 0;
  const half = Math.round(rating * 2) / 2;
  return Math.min(max, Math.max(0, half));
}

/** The fill of each of the `max` stars, from the reading start. */
export function starFills(rating: number, max = 5): StarFill[] {
  const r = roundToHalf(rating, max);
  return Array.from({ length: max }, (_, i) => (r >= i + 1 ? 'full' : r >= i + 0.5 ? 'half' : 'empty'));
}
