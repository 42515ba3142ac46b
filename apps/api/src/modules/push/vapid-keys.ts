import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '@portal/db/client';
import { serverSecrets } from '@portal/db/schema/notifications';

export type VapidKeys = { publicKey: string; privateKey: string };

const KEY = 'vapid';

/**
 * The server's VAPID key pair, made on first start and shared by every instance: each one offers a fresh
 * pair, the first insert wins (ON CONFLICT DO NOTHING) and everybody reads the winner back.
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const offered = webpush.generateVAPIDKeys();
  await db.insert(serverSecrets).values({ key: KEY, value: JSON.stringify(offered) }).onConflictDoNothing();
  const rows = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.key, KEY));
  const stored = JSON.parse(rows[0]!.value) as VapidKeys;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') throw new Error('server_secrets.vapid is not a key pair');
  return stored;
}
