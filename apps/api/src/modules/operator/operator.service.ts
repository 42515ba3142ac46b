import type { Lang } from '@portal/contract/lang';
import type { OperatorMe } from '@portal/contract/operator';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../context.ts';
import { logIn } from '../../lib/login.ts';
import { operatorRepository } from './operator.repository.ts';

export function operatorService(ctx: AppContext) {
  const repo = operatorRepository(ctx.db);
  return {
    /** Operators sign in like customers, into the same session store, with their own role. */
    async login(email: string, password: string, ip: string, lang: Lang): Promise<{ authToken: string }> {
      const { authToken } = await logIn({ guard: ctx.abuse.login, sessions: ctx.sessions }, { role: 'operator', email, password, ip, lang }, () =>
        repo.byEmail(email),
      );
      return { authToken: authToken! };
    },
    logout: (sessionId: number) => ctx.sessions.revoke(sessionId),
    me: async (accountId: number): Promise<OperatorMe> => {
      const row = await repo.me(accountId);
      if (!row) throw notFound();
      return row;
    },
  };
}
