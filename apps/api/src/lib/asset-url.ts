/** Catalogue images (icons, banners, onboarding, provider albums) ship with the seed and are served under /api/assets. */
export function assetUrl(relativePath: string): string {
  if (/^(https?:)?\//.test(relativePath)) return relativePath;
  return `/api/assets/${relativePath.replace(/^\.?\/+/, '')}`;
}
