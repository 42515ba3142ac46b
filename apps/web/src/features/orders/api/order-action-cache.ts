import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@portal/contract/orders';
import { ORDERS_KEY, orderKey } from '../../../api/orders/order-keys.ts';
import { RFPS_KEY } from '../../../api/rfps/rfp-keys.ts';
import type { FollowType } from '../order-types.ts';
import type { TrackedOrder } from './get-order.ts';

/**
 * After the customer acts on an order, the answer is the order as they now see it: an express or direct award
 * goes straight into the cache its pages read (no second read of the same view). Its ETag is dropped, since
 * this copy came without one: the next poll asks in full once. An RFP's pages read its details call, a
 * different view than the order the action answers, so they ask again. The lists that summarise it ask again.
 */
export function useOrderActionCache() {
  const qc = useQueryClient();
  return (type: FollowType, order: Order) => {
    if (type === 'R') {
      void qc.invalidateQueries({ queryKey: orderKey('R', order.id) });
      void qc.invalidateQueries({ queryKey: RFPS_KEY });
    } else {
      qc.setQueryData<TrackedOrder>(orderKey(type, order.id), { ...order, etag: null });
    }
    void qc.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
  };
}
