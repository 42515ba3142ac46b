import { ADULT_CONFIRMATION_VERSION, signupRequestSchema, type LoginRequest, type LoginResponse, type ResetPasswordRequest } from '@portal/contract/auth';
import { CUSTOMER_TYPE } from '@portal/contract/codes';
import { isLang, type Lang } from '@portal/contract/lang';
import { hashPassword } from '@portal/db/password';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/app-error.ts';
import { checkAttachments } from '../../lib/attachment-checks.ts';
import type { UploadForm } from '../../lib/uploads/read-upload-form.ts';
import { storeThenRecord } from '../../lib/uploads/store-uploads.ts';
import { hashToken, newToken } from '../../lib/session-store.ts';
import { linkMail, signupAttemptMail } from './auth-mails.ts';
import { authRepository } from './auth.repository.ts';
import { refuseCommonPassword } from '../../lib/common-password-rule.ts';
import { logIn } from '../../lib/login.ts';
import { profileCompleted } from '../../lib/profile-completion.ts';

const VERIFY_TTL_SECONDS = 24 * 3600;
const RESET_TTL_SECONDS = 3600;

const invalidLink = () => badRequest('invalidLink');

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export function authService(ctx: AppContext) {
  const repo = authRepository(ctx.db);
  const verifyLink = (id: number, token: string) =>
    `${ctx.config.publicUrl}/email-verification?id=${id}&token=${encodeURIComponent(token)}&verify-account=true`;
  const resetLink = (email: string, token: string) =>
    `${ctx.config.publicUrl}/landing?reset-password=true&email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;

  /**
   * A sign-up with an address that already has an account answers as a new sign-up does (as forgot-password
   * does: nobody learns which addresses have accounts) and mails the owner instead. The answer's id is a
   * fresh one from the accounts' sequence, as a real sign-up would take, and the password is hashed as for one.
   */
  const signupWithTakenEmail = async (email: string, password: string, lang: Lang): Promise<{ id: number }> => {
    const [, id, account] = await Promise.all([hashPassword(password), repo.reserveAccountId(), repo.customerByEmail(email)]);
    // Capped like the verification mails it stands in for, so repeated sign-ups cannot flood the owner's mailbox.
    if (account && account.status === 'active' && (await ctx.abuse.mailCaps.allow('verify', account.id))) {
      const name = (await repo.customerName(account.id)) ?? account.email;
      const login = `${ctx.config.publicUrl}/landing?is-login=true&email=${encodeURIComponent(account.email)}`;
      await ctx.mail.enqueue(ctx.db, signupAttemptMail(isLang(account.lang) ? account.lang : lang, account.email, name, login));
      ctx.mail.kick();
    }
    return { id };
  };


  return {
    /** Sign-up (spec §3): everything is checked first, then one transaction writes account, profile, files and token. */
    async signup(form: UploadForm, lang: Lang): Promise<{ id: number }> {
      const raw = { ...form.fields };
      // A residential customer has no company: its company name is the contact name (spec §2.3).
      if (String(raw.customerType) === String(CUSTOMER_TYPE.residential)) raw.companyName = typeof raw.name === 'string' ? raw.name.trim() : raw.name;
      const input = signupRequestSchema.parse(raw);
      // Before the captcha, so a refused password does not spend the solved challenge.
      await refuseCommonPassword(input.password, 'password');
      if (!(await ctx.captcha.verify(input.altcha))) throw badRequest('captchaInvalid', { altcha: ['captchaInvalid'] });
      // Every sign-up past the bot check raises the next challenges' work while they come fast (enumeration probes too).
      await ctx.abuse.signups.record();
      const attachments = await checkAttachments(form.files, form);

      if (!(await repo.customerTypeExists(input.customerType))) throw badRequest('customerTypeInvalid', { customerType: ['customerTypeInvalid'] });
      const industryIds = [...new Set(input.industry)];
      const found = await repo.industriesOfType(industryIds, input.customerType);
      if (found.length !== industryIds.length) throw badRequest('industryInvalid', { industry: ['industryInvalid'] });
      if (await repo.emailTaken(input.email, 'customer')) return signupWithTakenEmail(input.email, input.password, lang);

      const passwordHash = await hashPassword(input.password);
      const token = newToken();
      try {
        // Stored first, removed again if the transaction does not commit.
        const id = await storeThenRecord(ctx.storage, attachments, (stored) => ctx.db.transaction(async (tx) => {
          const r = authRepository(tx);
          const accountId = await r.createCustomer(
            {
              email: input.email,
              passwordHash,
              lang,
              customerTypeId: input.customerType,
              industryIds,
              name: input.name,
              companyName: input.customerType === CUSTOMER_TYPE.residential ? input.name : input.companyName,
              countryCode: input.countryCode,
              phoneNo: input.phoneNo,
              latitude: input.latitude,
              longitude: input.longitude,
              country: input.country,
              city: input.city,
              area: input.area,
              branchName: input.branchName,
              // The schema refused the form without the confirmation; the wording is the one this build shows.
              adultConfirmedAt: new Date(),
              adultConfirmationVersion: ADULT_CONFIRMATION_VERSION,
            },
            stored,
          );
          await r.insertToken(accountId, 'verify', hashToken(token), VERIFY_TTL_SECONDS);
          // The mail is part of the sign-up: it leaves only if the account commits, and is never lost after.
          await ctx.mail.enqueue(tx, linkMail('verify', lang, input.email, input.name, verifyLink(accountId, token)));
          return accountId;
        }));
        ctx.mail.kick();
        return { id };
      } catch (err) {
        if (isUniqueViolation(err)) return signupWithTakenEmail(input.email, input.password, lang);
        throw err;
      }
    },

    /** Already verified counts as success (spec §2.4, §8), but only for a link this account was really sent. */
    async verifyAccount(id: number, token: string): Promise<{ id: number; email: string; alreadyVerified: boolean }> {
      const account = await repo.customerById(id);
      if (!account) throw invalidLink();
      const hash = hashToken(token);
      const alreadyVerified = async () => {
        const now = await repo.customerById(id);
        if (now?.isVerified && (await repo.findToken(id, 'verify', hash))) return { id, email: account.email, alreadyVerified: true };
        throw invalidLink();
      };
      if (account.isVerified) return alreadyVerified();
      const used = await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        if (!(await r.consumeToken(id, 'verify', hash))) return false;
        await r.markVerified(id);
        return true;
      });
      // A concurrent click on the same link may have verified the account first.
      if (!used) return alreadyVerified();
      return { id, email: account.email, alreadyVerified: false };
    },

    /** Same answer whatever the id is, so the call tells nothing about which accounts exist. */
    async resendVerification(id: number, lang: Lang): Promise<void> {
      const account = await repo.customerById(id);
      if (!account || account.isVerified || account.status !== 'active') return;
      if (!(await ctx.abuse.mailCaps.allow('verify', id))) return;
      const token = newToken();
      const name = (await repo.customerName(id)) ?? account.email;
      await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        await r.invalidateTokens(id, 'verify');
        await r.insertToken(id, 'verify', hashToken(token), VERIFY_TTL_SECONDS);
        await ctx.mail.enqueue(tx, linkMail('verify', lang, account.email, name, verifyLink(id, token)));
      });
      ctx.mail.kick();
    },

    async login(input: LoginRequest, lang: Lang, ip: string): Promise<{ data: LoginResponse; messageKey: string }> {
      // An unverified customer is told so and gets no session until the e-mail is verified.
      const { account, authToken } = await logIn(
        { guard: ctx.abuse.login, sessions: ctx.sessions },
        { role: 'customer', email: input.email, password: input.password, ip, lang },
        () => repo.customerByEmail(input.email),
        { device: { token: input.deviceToken || null, type: input.deviceType }, opensSession: (a) => a.isVerified },
      );
      await repo.setLang(account.id, lang);
      const summary = await repo.customerSummary(account.id);
      const profile = {
        id: account.id,
        email: account.email,
        name: summary?.name ?? '',
        companyName: summary?.companyName ?? '',
        customerType: summary?.customerTypeId ?? 0,
        isProfileCompleted: summary ? await profileCompleted(ctx.db, account.id) : false,
      };
      if (!authToken) return { data: { ...profile, authToken: null, accountNotVerified: true }, messageKey: 'accountNotVerified' };
      return { data: { ...profile, authToken, accountNotVerified: false }, messageKey: 'loginSuccess' };
    },

    async logout(sessionId: number): Promise<void> {
      await ctx.sessions.revoke(sessionId);
    },

    /** Same answer whether or not the email is known (no account enumeration). */
    async forgotPassword(email: string, lang: Lang): Promise<void> {
      const account = await repo.customerByEmail(email);
      if (!account || account.status !== 'active') return;
      if (!(await ctx.abuse.mailCaps.allow('reset', account.id))) return;
      const token = newToken();
      const name = (await repo.customerName(account.id)) ?? account.email;
      await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        await r.invalidateTokens(account.id, 'reset');
        await r.insertToken(account.id, 'reset', hashToken(token), RESET_TTL_SECONDS);
        await ctx.mail.enqueue(tx, linkMail('reset', lang, account.email, name, resetLink(account.email, token)));
      });
      ctx.mail.kick();
    },

    /** Whether a mailed reset link is still live (unused, unexpired, for an active account); changes nothing. */
    async resetLinkValid(email: string, token: string): Promise<boolean> {
      if (token.length < 16 || !email) return false;
      const account = await repo.customerByEmail(email.trim());
      if (!account || account.status !== 'active') return false;
      return repo.liveTokenExists(account.id, 'reset', hashToken(token));
    },

    /**
     * Uses the mailed token once, sets the new password and ends every session of the account, with the push
     * subscriptions they registered (whoever asked for the reset may not be the one signed in elsewhere).
     */
    async resetPassword(input: ResetPasswordRequest, queryToken: string | undefined): Promise<void> {
      if (queryToken && queryToken !== input.forgotPwdToken) throw invalidLink();
      const account = await repo.customerByEmail(input.email);
      if (!account || account.status !== 'active') throw invalidLink();
      const hash = hashToken(input.forgotPwdToken);
      // Cheap check first, so a wrong token never costs an argon2 hash.
      if (!(await repo.liveTokenExists(account.id, 'reset', hash))) throw invalidLink();
      await refuseCommonPassword(input.newPassword, 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        if (!(await r.consumeToken(account.id, 'reset', hash))) throw invalidLink();
        await r.setPassword(account.id, passwordHash);
        await r.invalidateTokens(account.id, 'reset');
        await ctx.sessions.revokeAll(account.id, tx);
      });
      // The local cache may have been refilled while the transaction ran; the commit's notice clears the others.
      await ctx.sessions.forgetAccount(account.id);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
