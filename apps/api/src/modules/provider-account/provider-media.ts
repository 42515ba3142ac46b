/**
 * A provider's photo and album files are public (customers see them on cards and profiles) and are served at
 * /api/provider-media/{fileId}.{ext}. The extension is part of the URL because the clients tell an album video
 * from a photo by it (contract: a URL ending in .mp4 or .webm is a video).
 */
export const PROVIDER_MEDIA_PREFIX = '/api/provider-media/';

const EXT_OF: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'video/mp4': 'mp4' };
const MEDIA_URL = /^\/api\/provider-media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|mp4)$/;

export const providerMediaUrl = (fileId: string, mime: string) => `${PROVIDER_MEDIA_PREFIX}${fileId}.${EXT_OF[mime] ?? 'bin'}`;

/** The file id behind one of our media URLs; null for a seeded asset path or anything else. */
export function mediaFileId(url: string | null | undefined): string | null {
  const m = url ? MEDIA_URL.exec(url) : null;
  return m ? m[1]! : null;
}

export const isVideoUrl = (url: string) => url.endsWith('.mp4') || url.endsWith('.webm');
