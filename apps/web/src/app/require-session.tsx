import { Navigate, Outlet, useLocation } from 'react-router';
import { loginThenReturnTo } from '../lib/login-then-return.ts';
import { useSession } from '../lib/session.ts';

/**
 * An unauthenticated visitor to a protected page goes to /landing (spec §2.1), where the log in opens and,
 * once logged in, brings them back to the page they asked for (a same-origin path only, lib/return-path.ts).
 */
export function RequireSession() {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (!session) return <Navigate to={loginThenReturnTo(`${pathname}${search}${hash}`)} replace />;
  return <Outlet />;
}
