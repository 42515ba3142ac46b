import { eq } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { notifications } from '@portal/db/schema/notifications';
import type { Lang } from '@portal/contract/lang';
import { notificationTarget, targetHref, type NotificationType } from '@portal/contract/notification-routes';
import type { PushPayload } from '@portal/contract/push';

/**
 * The push of a stored notification, in each language: read back from its row when the job runs, so the job
 * carries ids only (nothing of the message waits in the job table). Undefined when the row is gone (purged).
 */
export async function pushPayloadOf(db: Db, notificationId: number): Promise<{ createdAt: Date; build: (lang: Lang) => PushPayload } | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!row) return undefined;
  const type = row.type as NotificationType;
  const target = notificationTarget({ type, event: row.event, serviceId: row.serviceId, payload: row.payload });
  const url = target ? targetHref(target) : '/home';
  const title = { en: row.titleEn, ar: row.titleAr, fr: row.titleFr };
  const body = { en: row.bodyEn, ar: row.bodyAr, fr: row.bodyFr };
  return {
    createdAt: row.createdAt,
    build: (lang) => ({ notificationId: row.id, title: title[lang], body: body[lang], serviceId: row.serviceId, type, event: row.event, url }),
  };
}
