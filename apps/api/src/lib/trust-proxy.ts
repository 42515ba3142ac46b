import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes from us: nobody, a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

// proxy-addr (behind Fastify) also knows these names for the private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [addr, bits, ...rest] = entry.split('/');
  if (rest.length || !addr) return false;
  const family = isIP(addr);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset (or empty) trusts no proxy, so the socket address is the client and an
 * `X-Forwarded-For` sent by anyone else changes nothing. A number trusts that many hops in front of
 * us; otherwise a comma-separated list of proxy addresses or CIDRs. `true` is refused on purpose:
 * trusting every hop is what let any caller choose its own address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length || !entries.length) {
    throw new Error(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses/CIDRs; not understood: ${bad.join(', ') || v}`);
  }
  return entries;
}

/**
 * The setting as Fastify takes it. Fastify 5 reads a bare number as "trust nobody" (it cannot check the
 * immediate peer), so a hop count becomes proxy-addr's own rule: the socket peer and the next n-1
 * entries of X-Forwarded-For are proxies. That is only safe when nothing but those proxies can reach the
 * port (docs/security.md); addresses are the safer setting.
 */
export function fastifyTrustProxy(tp: TrustProxy): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof tp === 'number') return (_addr, hop) => hop < tp;
  return tp;
}
