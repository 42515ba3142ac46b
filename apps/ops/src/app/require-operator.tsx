import { Navigate, Outlet, useLocation } from 'react-router';
import { useOpsSession } from '../lib/session.ts';

/** Signed-in screens only for a signed-in operator; anyone else goes to the sign-in page and comes back after. */
export function RequireOperator() {
  const session = useOpsSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to="/sign-in" replace state={{ from: `${pathname}${search}` }} />;
  return <Outlet />;
}
