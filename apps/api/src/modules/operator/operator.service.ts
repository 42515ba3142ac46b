import type { Lang } from '@portal/contract/lang';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { operatorRepository } from './operator.repository.ts';

export function operatorService(ctx: AppContext) {
  const repo = operatorRepository(ctx.db);
  return {
    /** Operators sign in like customers, into the same session store, with their own role. */
    async login(email: string, password: string, ip: string, lang: Lang): Promise<{ authToken: string }> {
      const account = await ctx.abuse.login.signIn({ role: 'operator', email, password, ip, lang }, () => repo.byEmail(email));
      if (account.status !== 'active') throw forbidden('accountSuspended');
      return { authToken: await ctx.sessions.create(account.id, null, null) };
    },
    logout: (sessionId: number) => ctx.sessions.revoke(sessionId),
  };
}
