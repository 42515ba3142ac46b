import { eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { contentImages, files } from '@portal/db/schema/files';

/** The stored file of an operator's content image (issue 17), by its id; null for any other file. */
export async function contentMediaFile(db: Db, fileId: string) {
  const [row] = await db
    .select({ storageKey: files.storageKey, mime: files.mime })
    .from(files)
    .innerJoin(contentImages, eq(contentImages.fileId, files.id))
    .where(eq(files.id, fileId))
    .limit(1);
  return row ?? null;
}
