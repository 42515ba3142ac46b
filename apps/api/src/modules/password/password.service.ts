import type { ChangePasswordRequest } from '@portal/contract/password';
import { hashToken } from '../../lib/session-store.ts';
import { hashPassword, verifyPassword } from '@portal/db/password';
import type { AppContext } from '../../context.ts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import { refuseCommonPassword } from '../../lib/common-password-rule.ts';
import { passwordRepository } from './password.repository.ts';

export function passwordService(ctx: AppContext) {
  const repo = passwordRepository(ctx.db);
  return {
    /**
     * Changes the password of the signed-in customer, who proves it with the old one. Every other session of the
     * account ends (with the push subscriptions they registered); the one that made the change goes on.
     */
    async change(accountId: number, sessionId: number, input: ChangePasswordRequest): Promise<void> {
      const stored = await repo.activeCustomerHash(accountId);
      if (!stored) throw unauthorized();
      if (!(await verifyPassword(stored, input.oldPassword))) throw badRequest('oldPasswordWrong', { oldPassword: ['oldPasswordWrong'] });
      await refuseCommonPassword(input.newPassword, 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await ctx.db.transaction(async (tx) => {
        const r = passwordRepository(tx);
        await r.setPassword(accountId, passwordHash);
        await r.endResetLinks(accountId);
        await ctx.sessions.revokeOthers(accountId, sessionId, tx);
      });
      // The local cache may have been refilled while the transaction ran; the commit's notice clears the others.
      await ctx.sessions.forgetAccount(accountId);
    },

    /**
     * A new provider sets the first password from the invitation link (issue 17): single use, 7 days, active
     * accounts only. An unknown, used or expired token answers the same 400, so the link tells nothing else.
     */
    async setProviderPassword(token: string, password: string): Promise<void> {
      await refuseCommonPassword(password, 'password');
      const passwordHash = await hashPassword(password);
      await ctx.db.transaction(async (tx) => {
        const r = passwordRepository(tx);
        const accountId = await r.consumeInvitation(hashToken(token));
        if (!accountId) throw badRequest('invitationInvalid', { token: ['invitationInvalid'] });
        await r.setProviderPassword(accountId, passwordHash);
      });
    },
  };
}
