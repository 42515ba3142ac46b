import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OrderType } from '@portal/contract/codes';
import type { Order } from '@portal/contract/orders';
import { etagMatches } from '../../lib/etag.ts';
import { orderViewEtag, type OrderEtagStore } from '../../lib/order-etags.ts';

/**
 * One of the customer's orders, polled every 10 s by the tracking pages (spec §7.3): with If-None-Match
 * naming the ETag remembered for this customer's order, a 304 costs no query and no serialisation. Anything
 * else builds the view (which also finds another customer's order not found) and remembers its ETag.
 */
export async function replyWithOrderView(
  req: FastifyRequest,
  reply: FastifyReply,
  etags: OrderEtagStore,
  type: OrderType,
  orderId: number,
  build: () => Promise<Order>,
) {
  const customerId = req.session!.accountId;
  const condition = req.headers['if-none-match'];
  reply.header('cache-control', 'private, no-cache').header('vary', 'authorization, cookie, lang, accept-language');
  const known = condition ? etags.cached(customerId, type, orderId, req.lang) : undefined;
  if (known && etagMatches(condition, known)) return reply.header('etag', known).code(304).send();

  const startedAt = etags.epoch();
  const view = await build();
  const etag = orderViewEtag(view);
  etags.remember(startedAt, view, customerId, req.lang, etag);
  reply.header('etag', etag);
  if (etagMatches(condition, etag)) return reply.code(304).send();
  return reply.ok(view);
}
