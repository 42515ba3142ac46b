import { hashPassword, verifyPassword } from '@portal/db/password';
import type { AppContext } from '../../context.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import { newToken } from '../../lib/session-store.ts';
import { operatorRepository } from './operator.repository.ts';

/** A real hash to check against when the address is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword(newToken()));

export function operatorService(ctx: AppContext) {
  const repo = operatorRepository(ctx.db);
  return {
    /** Operators sign in like customers, into the same session store, with their own role. */
    async login(email: string, password: string): Promise<{ authToken: string }> {
      const account = await repo.byEmail(email);
      const ok = await verifyPassword(account?.passwordHash ?? (await timingDummy()), password);
      if (!account || !ok) throw badRequest('invalidCredentials');
      if (account.status !== 'active') throw forbidden('accountSuspended');
      return { authToken: await ctx.sessions.create(account.id, null, null) };
    },
    logout: (sessionId: number) => ctx.sessions.revoke(sessionId),
  };
}
