import type { AppContext } from '../../context.ts';
import { closeOpenOffers } from './order-offers.ts';
import { applyTransition, type Tx } from './order-transitions.ts';
import { offeredProviders, reofferOrder } from './reoffer.ts';

/**
 * An offered order nobody took (an express order's window passed, or every provider declined; a re-offered direct
 * award every provider declined): rejected by the system, the customer told there is no provider (NO_PROVIDER,
 * §4.3), the offers still open expired. An express order is then offered once more to the other providers of its
 * sub-category and area (spec §4.5, order-core/reoffer.ts). In the caller's transaction; returns the after-commit work.
 */
export async function endUntakenExpressOrder(ctx: AppContext, tx: Tx, orderId: number): Promise<() => Promise<void>> {
  // One notification, the telling one: no provider took it (not "the provider rejected your order").
  const moved = await applyTransition(ctx, tx, { orderId, to: 'REJT', actor: { role: 'system', id: null }, event: 'NO_PROVIDER' });
  await closeOpenOffers(tx, orderId, 'expired');
  const reoffered = await reofferOrder(ctx, tx, moved.order, await offeredProviders(tx, orderId));
  return async () => {
    await moved.afterCommit();
    if (reoffered) await reoffered();
  };
}
