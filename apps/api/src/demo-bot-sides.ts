import type { AppContext } from './context.ts';
import type { DemoBotSides } from './modules/demo-bot/demo-bot.ts';
import { providerOrdersService } from './modules/provider-orders/provider-orders.service.ts';
import { providerRfpInfos } from './modules/rfps/provider-rfp-info.ts';
import { providerRfpsService } from './modules/rfps/provider-rfps.service.ts';

/** The provider side the demo bot plays through: wired here, beside the composition root, as modules do not import each other. */
export const demoBotSides = (ctx: AppContext): DemoBotSides => ({
  orders: providerOrdersService(ctx, providerRfpInfos),
  rfps: providerRfpsService(ctx),
});
