import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordSchema, loginRequestSchema, loginResponseSchema, resendVerifySchema, resetPasswordQuerySchema, resetPasswordSchema,
  signupMultipartSchema, signupResponseSchema, verifyAccountQuerySchema, verifyAccountResponseSchema,
} from '@portal/contract/auth';
import { envelope } from '@portal/contract/envelope';
import type { AppContext } from '../../context.ts';
import { loginBurstLimit } from '../../lib/login-guard.ts';
import { isSameOrigin } from '../../lib/same-origin.ts';
import { browserMaySignIn, clearSessionCookie, cookieIsSecure, setSessionCookie } from '../../lib/session-cookie.ts';
import { authService } from './auth.service.ts';
import { uploadTempDir } from '../../lib/uploads/temp-files.ts';
import { attachmentUploadRules } from '../../lib/attachment-checks.ts';
import { withUploadForm } from '../../lib/uploads/read-upload-form.ts';

const tags = ['auth'];
const MINUTE = 60_000;

export const authRoutes = (ctx: AppContext): FastifyPluginAsync => async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const service = authService(ctx);

  app.post(
    '/customer/signup',
    {
      // Sized for carrier-grade NAT (many customers behind one address); the captcha's work does the rest.
      config: { rateLimit: { max: ctx.config.abuseLimits.signupsPerAddressPerHour, timeWindow: 60 * MINUTE } },
      // The multipart parts are read and checked in the handler; the schema documents them in OpenAPI.
      validatorCompiler: () => () => true,
      schema: {
        tags,
        summary: 'Customer sign-up (multipart, up to 5 attachments)',
        consumes: ['multipart/form-data', 'application/json'],
        body: signupMultipartSchema,
        response: { 200: envelope(signupResponseSchema) },
      },
    },
    async (req, reply) =>
      // Customer documents under `attachments`, repeated fields as arrays; a JSON body (a script signing up
      // without attachments) is read as its fields.
      reply.ok(await withUploadForm(req, attachmentUploadRules(uploadTempDir(ctx.config.dataDir)), (form) => service.signup(form, req.lang)), 'signupSuccess'),
  );

  app.get(
    '/customer/verifyAccount',
    { schema: { tags, summary: 'Verify the email address from the mailed link', querystring: verifyAccountQuerySchema, response: { 200: envelope(verifyAccountResponseSchema) } } },
    async (req, reply) => {
      const result = await service.verifyAccount(req.query.id, req.query.token);
      return reply.ok(result, result.alreadyVerified ? 'alreadyVerified' : 'verifySuccess');
    },
  );

  app.post(
    '/customer/resendVerifyAccount',
    {
      config: { rateLimit: { max: 3, timeWindow: 10 * MINUTE } },
      schema: { tags, summary: 'Send a new verification mail', body: resendVerifySchema, response: { 200: envelope(z.null()) } },
    },
    async (req, reply) => {
      await service.resendVerification(req.body.id, req.lang);
      return reply.ok(null, 'verifyMailSent');
    },
  );

  app.post(
    '/customer/login',
    {
      config: { rateLimit: loginBurstLimit('customer') },
      schema: { tags, summary: 'Customer login', body: loginRequestSchema, response: { 200: envelope(loginResponseSchema) } },
    },
    async (req, reply) => {
      const { data, messageKey } = await service.login(req.body, req.lang, req.ip);
      // The web keeps the session in this HttpOnly cookie; data.authToken stays for the spec's other clients. A login
      // posted from another site gets no cookie, so no page elsewhere can sign a browser in to an account of its choosing.
      const browserOk = browserMaySignIn(req, (r) => isSameOrigin(r, ctx.config.publicUrl));
      if (data.authToken && browserOk) setSessionCookie(reply, data.authToken, ctx.config.sessionAbsoluteSeconds, cookieIsSecure(req, ctx.config.publicUrl));
      return reply.ok(data, messageKey);
    },
  );

  app.post(
    '/customer/forgetPwd',
    {
      config: { rateLimit: { max: 5, timeWindow: 15 * MINUTE } },
      schema: { tags, summary: 'Mail a password reset link', body: forgotPasswordSchema, response: { 200: envelope(z.null()) } },
    },
    async (req, reply) => {
      await service.forgotPassword(req.body.email, req.lang);
      return reply.ok(null, 'resetMailSent');
    },
  );

  app.post(
    '/customer/resetPwd',
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed token',
        querystring: resetPasswordQuerySchema,
        body: resetPasswordSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req, reply) => {
      await service.resetPassword(req.body, req.query.token);
      return reply.ok(null, 'passwordResetSuccess');
    },
  );

  app.post(
    '/customer/logout',
    {
      preValidation: app.requireRole('customer'),
      schema: { tags, summary: 'End the current session (and clear its cookie)', security: [{ bearer: [] }], response: { 200: envelope(z.null()) } },
    },
    async (req, reply) => {
      await service.logout(req.session!.sessionId);
      clearSessionCookie(reply, cookieIsSecure(req, ctx.config.publicUrl));
      return reply.ok(null, 'logoutSuccess');
    },
  );
};
