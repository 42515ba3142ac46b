import type { AppContext } from '../../context.ts';
import { closeOpenOffers } from './order-offers.ts';
import { applyTransition, type Tx } from './order-transitions.ts';

/**
 * An express order nobody took (its window passed, or every provider declined): rejected by the system, the
 * customer told there is no provider (NO_PROVIDER, §4.3), the offers still open expired. In the caller's
 * transaction; returns the after-commit work.
 */
export async function endUntakenExpressOrder(ctx: AppContext, tx: Tx, orderId: number): Promise<() => Promise<void>> {
  // One notification, the telling one: no provider took it (not "the provider rejected your order").
  const moved = await applyTransition(ctx, tx, { orderId, to: 'REJT', actor: { role: 'system', id: null }, event: 'NO_PROVIDER' });
  await closeOpenOffers(tx, orderId, 'expired');
  return moved.afterCommit;
}
