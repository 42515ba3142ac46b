import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context.ts';
import { assetsRoutes } from './modules/assets/assets.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { captchaRoutes } from './modules/captcha/captcha.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';

/** Every domain module, registered under /api in this order. */
export const modules: Array<(ctx: AppContext) => FastifyPluginAsync> = [healthRoutes, assetsRoutes, captchaRoutes, referenceRoutes, geoRoutes, authRoutes, notificationsRoutes, pushRoutes];
