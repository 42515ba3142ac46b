/**
 * The query flags /home reads (spec §2.1: is-service, is-rfp-reply). The spec names them without saying what
 * they do; our reading (docs/decisions/0017): `is-service` brings the customer to Order Now to pick a service,
 * `is-rfp-reply` tells them proposals arrived and leads to their RFPs. A flag counts when present and not
 * 'false' or '0', as links written `?is-service`, `?is-service=true` or `?is-service=1` all mean it.
 */
export type HomeFlags = { orderNow: boolean; rfpReply: boolean };

const on = (params: URLSearchParams, name: string) => params.has(name) && !['false', '0'].includes((params.get(name) ?? '').trim().toLowerCase());

export function homeFlags(params: URLSearchParams): HomeFlags {
  return { orderNow: on(params, 'is-service'), rfpReply: on(params, 'is-rfp-reply') };
}
