/**
 * Spec §2.5: the rated providers slider shows 5 providers, fewer on narrower screens (4, 3, 2, 1).
 * The steps are Mantine's breakpoints: lg 1200, md 992, sm 768, xs 576 px.
 */
export function slidesPerView(width: number): number {
  if (width >= 1200) return 5;
  if (width >= 992) return 4;
  if (width >= 768) return 3;
  if (width >= 576) return 2;
  return 1;
}
