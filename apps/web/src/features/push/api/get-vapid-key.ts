import type { z } from 'zod';
import type { vapidPublicKeySchema } from '@portal/contract/push';
import { apiRequest } from '@portal/web-kit/api-client';

/** GET /push/vapid-public-key: the server's application server key (base64url), made on its first run. */
export async function getVapidKey(): Promise<string> {
  const { data } = await apiRequest<z.infer<typeof vapidPublicKeySchema>>('GET', '/push/vapid-public-key');
  return data.publicKey;
}
