import { z } from 'zod';
import { DB_ID_MAX } from './limits.ts';

/**
 * Express dispatch you can watch (issue 19, point 1): what the express order's view tells about its dispatch,
 * and the one-tap conversion of an express order nobody took into a Direct Award (T) or an RFP (R).
 */

const id = z.number().int();

/** The provider who accepted an express order, as the order page shows them while it is being watched. */
export const dispatchAcceptedBySchema = z.object({
  id,
  name: z.string(),
  rating: z.number(),
  /** Reviews behind the rating. */
  total: z.number().int(),
  /** Great-circle km from the provider's nearest location to the work; null when they have no location. */
  distanceKm: z.number().nullable(),
});

/** The order an untaken express order was converted into. */
export const convertedOrderSchema = z.object({ type: z.enum(['T', 'R']), id, orderNo: z.string() });
export type ConvertedOrder = z.infer<typeof convertedOrderSchema>;

/** Dispatch facts of an express order (null on other types). */
export const expressDispatchSchema = z.object({
  /** How many featured providers nearby were offered the order. */
  offeredCount: z.number().int(),
  /** End of the dispatch window (ISO), as dispatchExpiresAt. */
  expiresAt: z.string().nullable(),
  acceptedBy: dispatchAcceptedBySchema.nullable(),
  /** Set once the customer converted the untaken order; the conversion is done only once. */
  convertedTo: convertedOrderSchema.nullable(),
  /** Nobody took it (ended by the system) and it was not converted yet: the page offers the conversion. */
  canConvert: z.boolean(),
});
export type ExpressDispatch = z.infer<typeof expressDispatchSchema>;

const serviceId = z.coerce
  .number({ error: 'serviceIdRequired' })
  .int({ error: 'serviceIdRequired' })
  .positive({ error: 'serviceIdRequired' })
  .max(DB_ID_MAX, { error: 'serviceIdRequired' });

/**
 * POST /customer/service/express/convert: `to` T needs the chosen provider (one who serves the order's
 * sub-category); `to` R makes an RFP whose first profession card is the brief. Nothing else is asked.
 */
export const expressConvertSchema = z
  .object({
    serviceId,
    to: z.enum(['T', 'R'], { error: 'convertTargetInvalid' }),
    providerId: z.coerce.number({ error: 'providerRequired' }).int({ error: 'providerRequired' }).positive({ error: 'providerRequired' }).max(DB_ID_MAX, { error: 'providerRequired' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.to === 'T' && v.providerId === undefined) ctx.addIssue({ code: 'custom', path: ['providerId'], message: 'providerRequired' });
  });
export type ExpressConvert = z.infer<typeof expressConvertSchema>;

/** The answer: the new order (the web opens it) and whether this call made it or an earlier one had. */
export const expressConvertedSchema = convertedOrderSchema.extend({ created: z.boolean() });
export type ExpressConverted = z.infer<typeof expressConvertedSchema>;

/** How long an RFP made from an express order receives proposals (days): the customer typed no dates. */
export const CONVERTED_RFP_DAYS = 3;
