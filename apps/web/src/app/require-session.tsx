import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session.ts';

/** An unauthenticated visitor to a protected page goes to /landing (spec §2.1). */
export function RequireSession() {
  const session = useSession();
  if (!session) return <Navigate to="/landing" replace />;
  return <Outlet />;
}
