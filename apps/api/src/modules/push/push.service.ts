import type { Lang } from '@portal/contract/lang';
import type { PushSubscribeRequest } from '@portal/contract/push';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { pushEndpointProblem } from './push-endpoint.ts';
import { pushRepository } from './push.repository.ts';

/** Subscriptions one account may hold (its browsers and devices); a new one past this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 5;

export function pushService(ctx: AppContext) {
  const repo = pushRepository(ctx.db);
  return {
    async vapidPublicKey() {
      return { publicKey: await ctx.push.publicKey() };
    },

    /**
     * The device's subscription, in the language it is using now (pushes are written in it), tied to the session
     * that sends it: it ends with that session.
     */
    async subscribe(accountId: number, sessionId: number, input: PushSubscribeRequest, lang: Lang): Promise<void> {
      const { endpoint, keys } = input.subscription;
      const problem = pushEndpointProblem(endpoint, ctx.config.pushAllowInsecure);
      if (problem) throw badRequest(problem, { 'subscription.endpoint': [problem] });
      await repo.upsert({ accountId, sessionId, deviceId: input.deviceId, endpoint, p256dh: keys.p256dh, auth: keys.auth, lang }, PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
    },

    /** Idempotent: unsubscribing a device that has no subscription is not an error. */
    async unsubscribe(accountId: number, deviceId: string): Promise<void> {
      await repo.remove(accountId, deviceId);
    },
  };
}
