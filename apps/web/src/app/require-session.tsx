import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/session.ts';

/** An unauthenticated visitor to a protected page goes to /landing (spec §2.1). */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/landing" replace />;
  return children;
}
