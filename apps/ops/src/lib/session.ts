import type { OperatorMe } from '@portal/contract/operator';
import { createSessionStore, useSessionOf } from '@portal/web-kit/session-store';

const isOperator = (value: unknown): value is OperatorMe => {
  const v = value as Partial<OperatorMe> | null;
  return !!v && typeof v === 'object' && typeof v.email === 'string' && (v.role === 'admin' || v.role === 'support');
};

/** The signed-in operator's summary (the token is the console's HttpOnly cookie, khidmat_ops_session). */
export const opsSession = createSessionStore<OperatorMe>('opsUser', isOperator);

export const useOpsSession = () => useSessionOf(opsSession);
