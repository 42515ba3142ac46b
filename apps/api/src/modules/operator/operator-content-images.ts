import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import {
  CONTENT_IMAGE_ASPECT_TOLERANCE,
  CONTENT_IMAGE_SHAPES,
  CONTENT_MEDIA_PREFIX,
  contentMediaFileId,
  type ContentImage,
  type ContentImagePurpose,
} from '@portal/contract/operator';
import type { Db } from '@portal/db/client';
import { contentImages, files } from '@portal/db/schema/files';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { contentRefused } from '../../lib/attachment-checks.ts';
import { checkContent } from '../../lib/uploads/check-content.ts';
import type { UploadForm, UploadRules } from '../../lib/uploads/read-upload-form.ts';
import { storeThenRecord } from '../../lib/uploads/store-uploads.ts';
import { inTransaction } from '../../lib/transaction.ts';

type Executor = Pick<Db, 'select'>;
const FIELD = 'image';
const refuse = (key: string, params: Record<string, number | string> = {}) => badRequest(key, { [FIELD]: [key] }, params);

export const contentMediaUrl = (fileId: string, mime: string) => `${CONTENT_MEDIA_PREFIX}${fileId}.${mime === 'image/png' ? 'png' : 'jpg'}`;

/**
 * How an operator's image is read: one file under `image`, PNG or JPEG by its first bytes (the console's crop
 * exports one of them, whatever was picked; an SVG is never stored), within the purpose's byte limit.
 */
export function contentImageRules(tempDir: string, purpose: ContentImagePurpose): UploadRules {
  const { maxBytes } = CONTENT_IMAGE_SHAPES[purpose];
  return {
    tempDir,
    field: FIELD,
    maxFiles: 1,
    tooManyFiles: () => refuse('fileNumber', { max: 1 }),
    required: () => refuse('photoRequired'),
    notMultipart: () => refuse('photoRequired'),
    repeatedFields: 'first',
    admit: (type) => {
      if (type?.mime !== 'image/png' && type?.mime !== 'image/jpeg') return refuse('contentImageType');
      return { maxBytes, tooLarge: () => refuse('contentImageSize', { max: Math.round(maxBytes / 1024) }) };
    },
  };
}

/** The ratio and width a purpose asks for, checked on the pixels actually stored (after re-encoding). */
function checkShape(purpose: ContentImagePurpose, width: number, height: number) {
  const shape = CONTENT_IMAGE_SHAPES[purpose];
  if (width < shape.minWidth) throw refuse('contentImageTooSmall', { min: shape.minWidth });
  if (shape.aspect !== null && Math.abs(width / height - shape.aspect) / shape.aspect > CONTENT_IMAGE_ASPECT_TOLERANCE) {
    throw refuse('contentImageRatio', { ratio: shape.ratio ?? '' });
  }
}

/**
 * Images of what the portal shows (icons, banners, onboarding screens, album photos): re-encoded (metadata and
 * anything after the image dropped), checked against the purpose's shape, stored as public files with their
 * `content_images` row. Nothing points at a new image until an operator saves it on a banner, icon, screen or
 * album; the retention purge removes those left unused a day (lib/retention-purge.ts).
 */
export function operatorContentImages(ctx: AppContext) {
  return {
    async upload(operatorId: number, purpose: ContentImagePurpose, form: UploadForm): Promise<ContentImage> {
      const file = form.files[0]!;
      const checked = await checkContent(file, form.temp);
      if ('refused' in checked) throw contentRefused(FIELD, checked.refused);
      const meta = await sharp(checked.path).metadata();
      const width = meta.width ?? 0;
      const height = meta.height ?? 0;
      if (!width || !height) throw contentRefused(FIELD, 'fileUnreadable');
      checkShape(purpose, width, height);
      const ext = checked.mime === 'image/png' ? 'png' : 'jpg';
      return storeThenRecord(ctx.storage, [{ path: checked.path, mime: checked.mime, originalName: `${purpose}.${ext}` }], ([stored]) =>
        inTransaction(ctx.db, async (tx) => {
          const s = stored!;
          await tx
            .insert(files)
            .values({ id: s.id, storageKey: s.storageKey, mime: s.mime, size: s.size, originalName: s.originalName, isPublic: true });
          await tx.insert(contentImages).values({ fileId: s.id, purpose, width, height, operatorId });
          return { id: s.id, url: contentMediaUrl(s.id, s.mime), purpose, width, height };
        }),
      );
    },
  };
}

/**
 * An uploaded image named in a save must exist and have been checked for that place: a phone banner is not
 * a desktop one, an icon is no banner. Shipped asset paths and https addresses are left as they are.
 */
export async function checkContentImageRefs(db: Executor, field: string, urls: readonly string[], purpose: ContentImagePurpose) {
  const ids = urls.map(contentMediaFileId).filter((id): id is string => id !== null);
  if (!ids.length) return;
  const rows = await db
    .select({ id: contentImages.fileId, purpose: contentImages.purpose })
    .from(contentImages)
    .where(and(inArray(contentImages.fileId, ids), eq(contentImages.purpose, purpose)));
  const known = new Set(rows.map((r) => r.id));
  if (ids.some((id) => !known.has(id))) throw badRequest('contentImageWrongPlace', { [field]: ['contentImageWrongPlace'] });
}
