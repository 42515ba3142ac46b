import { Navigate, Outlet, useLocation } from 'react-router';
import { useProSession } from '../lib/session.ts';

/** Signed-in screens only for a signed-in provider; anyone else goes to the sign-in page and comes back after. */
export function RequireProvider() {
  const session = useProSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to="/sign-in" replace state={{ from: `${pathname}${search}` }} />;
  return <Outlet />;
}
