import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { flowPath, nextStep, type FlowOrder, type FlowPage } from './next-step.ts';
import type { FollowType } from './order-types.ts';

/** Follows a redirect that §4.4 asks of this page (replacing the entry, so Back does not bounce). */
export function useFlowRedirect(order: FlowOrder | undefined, page: FlowPage, type: FollowType, id: number) {
  const navigate = useNavigate();
  const step = order ? nextStep(order, page) : null;
  const to = step?.kind === 'redirect' ? flowPath(step.to, type, id) : null;
  useEffect(() => {
    if (to) void navigate(to, { replace: true });
  }, [to, navigate]);
  return step;
}
