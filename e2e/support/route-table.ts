import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

export type RouterPath = { path: string; signedIn: boolean };

/**
 * Every route path of the web's router (apps/web/src/app/router.tsx), read from its source so that a route
 * added there is visited by the accessibility specs without touching them. Routes written after the
 * <RequireSession> element are the signed-in ones.
 */
export function routerPaths(): RouterPath[] {
  const source = readFileSync(path.join(repoRoot, 'apps/web/src/app/router.tsx'), 'utf8');
  const sessionAt = source.search(/<RequireSession\b/);
  if (sessionAt < 0) throw new Error('router.tsx has no <RequireSession> section: update e2e/support/route-table.ts');
  return [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => ({ path: m[1]!, signedIn: m.index! > sessionAt }));
}

/** Data a visit may need: ids of orders made by fixtures for the signed-in customer. */
export type VisitData = {
  lang: 'en' | 'ar' | 'fr';
  providerId: number;
  estimateOrderId: number;
  doneOrderId: number;
  expressOrderId: number | null;
  rfpId: number | null;
};

/**
 * How a path is visited when it needs more than itself: route parameters get a real value and pages that
 * read query parameters get ids of real data. A path not listed is visited as it is.
 */
const VISIT: Record<string, (d: VisitData) => string> = {
  '/': () => '/landing',
  '*': () => '/no-such-page',
  // The segment names a language and switches to it: stay in the language under test.
  '/landing/:id': (d) => `/landing/${{ en: 'english', ar: 'arabic', fr: 'french' }[d.lang]}`,
  '/email-verification': () => '/email-verification?id=999999&token=not-a-real-token',
  '/verifyAccount': () => '/verifyAccount?id=999999&token=not-a-real-token',
  '/my-orders': (d) => `/my-orders?serviceId=${d.estimateOrderId}`,
  '/express': () => '/express?category=1',
  '/direct-award': () => '/direct-award?category=1',
  '/express-details': () => '/express-details?categoryId=1&subcategoryId=1',
  '/direct-award-details': (d) => `/direct-award-details?categoryId=1&subcategoryId=1&spId=${d.providerId}`,
  '/direct-award-reply': (d) => `/direct-award-reply?serviceId=${d.estimateOrderId}`,
  '/express-reply': (d) => (d.expressOrderId ? `/express-reply?expressId=${d.expressOrderId}` : '/express-reply'),
  '/estimation': (d) => `/estimation?serviceId=${d.estimateOrderId}&type=T`,
  '/payment': (d) => `/payment?serviceId=${d.doneOrderId}&type=T`,
  '/service-review': (d) => `/service-review?serviceId=${d.doneOrderId}&type=T`,
  '/receipt': (d) => `/receipt?serviceId=${d.doneOrderId}&type=T`,
  '/report-abuse': (d) => `/report-abuse?providerId=${d.providerId}`,
  '/rfps': (d) => (d.rfpId ? `/rfps?rfpId=${d.rfpId}` : '/rfps'),
  '/rfps-reply': (d) => (d.rfpId ? `/rfps-reply?rfpId=${d.rfpId}&available-rfp=true` : '/rfps-reply'),
  '/rfps-details': (d) => (d.rfpId ? `/rfps-details?rfpId=${d.rfpId}` : '/rfps-details'),
  // Reply ids that are not the RFP's: the page answers "not available", which is what a stale link shows.
  '/rfps-compare': (d) => (d.rfpId ? `/rfps-compare?rfpId=${d.rfpId}&replyIds=1,2` : '/rfps-compare'),
};

export function visitUrl(p: string, d: VisitData): string {
  const v = VISIT[p];
  if (v) return v(d);
  if (p.includes(':') || p.includes('*')) throw new Error(`route ${p} has a parameter: give it a value in e2e/support/route-table.ts`);
  return p;
}

/** The paths the table names that the router no longer has (a stale row is a mistake too). */
export const visitTablePaths = () => Object.keys(VISIT);
