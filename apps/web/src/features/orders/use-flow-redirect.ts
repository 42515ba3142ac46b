import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { alreadyRedirected, rememberRedirect, wantsToStay } from '../../lib/redirect-once.ts';
import { flowPath, nextStep, type FlowOrder, type FlowPage, type NextStep } from './next-step.ts';
import type { FollowType } from './order-types.ts';

/**
 * Follows a redirect that §4.4 asks of this page (replacing the entry, so Back does not bounce). The order's
 * own page (tracking) sends the customer on once per order and reason: after that, or when the customer came
 * back on purpose ("Back to the order"), it stays and offers the step instead.
 */
export function useFlowRedirect(order: (FlowOrder & { id: number }) | undefined, page: FlowPage, type: FollowType, id: number): NextStep | null {
  const navigate = useNavigate();
  const { state } = useLocation();
  let step = order ? nextStep(order, page) : null;
  const reason = order && step?.kind === 'redirect' ? `${type}:${id}:${step.to}:${order.customerFeesStatus ?? '-'}` : null;
  if (page === 'tracking' && step?.kind === 'redirect' && reason && (wantsToStay(state) || alreadyRedirected(reason)))
    step = { kind: 'offer', to: step.to };
  const to = step?.kind === 'redirect' ? flowPath(step.to, type, id) : null;
  useEffect(() => {
    if (!to) return;
    if (page === 'tracking' && reason) rememberRedirect(reason);
    void navigate(to, { replace: true });
  }, [to, navigate, page, reason]);
  return step;
}
