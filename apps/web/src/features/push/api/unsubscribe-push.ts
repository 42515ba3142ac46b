import { apiRequest } from '@portal/web-kit/api-client';

/** POST /customer/push/unsubscribe: this browser stops getting the account's pushes (on logout). */
export const unsubscribePush = (deviceId: string) => apiRequest<null>('POST', '/customer/push/unsubscribe', { body: { deviceId } });
