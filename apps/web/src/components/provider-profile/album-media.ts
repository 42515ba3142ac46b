/** An album item whose URL ends in a video extension plays in a video player rather than the gallery. */
export function isVideoUrl(url: string): boolean {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return path.endsWith('.mp4') || path.endsWith('.webm');
}

export type AlbumItem = { url: string; video: boolean };

export function albumItems(images: { url: string }[]): AlbumItem[] {
  return images.map(({ url }) => ({ url, video: isVideoUrl(url) }));
}

/** The bars of the rating breakdown: 5 down to 1, each with its count and share of the whole. */
export function ratingBars(countByRating: { rating: number; total: number }[] | undefined) {
  const counts = new Map<number, number>();
  for (const { rating, total } of countByRating ?? []) {
    const star = Math.min(5, Math.max(1, Math.round(rating)));
    counts.set(star, (counts.get(star) ?? 0) + total);
  }
  const sum = [...counts.values()].reduce((a, b) => a + b, 0);
  return [5, 4, 3, 2, 1].map((star) => {
    const total = counts.get(star) ?? 0;
    return { star, total, percent: sum ? Math.round((total / sum) * 100) : 0 };
  });
}
