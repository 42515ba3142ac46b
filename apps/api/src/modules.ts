import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context.ts';
import { assetsRoutes } from './modules/assets/assets.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { resetCheckRoutes } from './modules/auth/reset-check.routes.ts';
import { branchesRoutes } from './modules/branches/branches.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { expressConversionRoutes } from './modules/express-conversion/express-conversion.routes.ts';
import { complaintsRoutes } from './modules/complaints/complaints.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { operatorAuditPlugin } from './modules/operator/operator-audit.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { passwordRoutes } from './modules/password/password.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { providerAccountRoutes } from './modules/provider-account/provider-account.routes.ts';
import { providerOrdersRoutes } from './modules/provider-orders/provider-orders.routes.ts';
import { providersRoutes } from './modules/providers/providers.routes.ts';
import { receiptsRoutes } from './modules/receipts/receipts.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { operatorQuestionsRoutes } from './modules/rfps/operator-questions.routes.ts';
import { providerRfpInfos } from './modules/rfps/provider-rfp-info.ts';
import { providerRfpsRoutes } from './modules/rfps/provider-rfps.routes.ts';
import { RFP_CLOSE_QUEUE } from './modules/rfps/rfp-closing.ts';
import { rfpsRoutes } from './modules/rfps/rfps.routes.ts';

/**
 * Every domain module, registered under /api in this order. The composition root: modules import each other only
 * through modules/order-core, so what one needs of another is handed in here.
 */
export const modules: Array<(ctx: AppContext) => FastifyPluginAsync> = [
  // First: its hooks (operator roles and the audit log) must cover every operator route registered after it.
  operatorAuditPlugin,
  healthRoutes,
  assetsRoutes,
  captchaRoutes,
  referenceRoutes,
  geoRoutes,
  authRoutes,
  passwordRoutes,
  resetCheckRoutes,
  catalogueRoutes,
  providersRoutes,
  // The provider's request list shows RFP rows with their RFP part, which the rfps module builds.
  (ctx) => providerOrdersRoutes(ctx, providerRfpInfos),
  providerAccountRoutes,
  profileRoutes,
  complaintsRoutes,
  notificationsRoutes,
  pushRoutes,
  operatorRoutes,
  operatorQuestionsRoutes,
  branchesRoutes,
  ordersRoutes,
  receiptsRoutes,
  // An RFP made from an untaken express order closes at its end date like any other (the rfps module's job).
  (ctx) => expressConversionRoutes(ctx, { rfpCreated: async (rfpId, at) => void (await ctx.jobs.sendAt(RFP_CLOSE_QUEUE, { rfpId }, at)) }),
  rfpsRoutes,
  providerRfpsRoutes,
  filesRoutes,
];
