import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { buildFixtures, type Fixtures } from './authz-fixtures.ts';
import { MATRIX, type Role } from './authz-matrix.ts';
import { arbitraryFor, hostileString } from './zod-arbitrary.ts';

/**
 * Property-based tests of every API input, generated from the contract's zod schemas as the routes carry them
 * (body, querystring, params; multipart fields as form fields): whatever is sent, the answer is never a 5xx,
 * is the envelope, carries no stack trace or internal detail, and a refused request writes nothing.
 *
 * Seeded: FUZZ_SEED=<n> replays a run (the seed is printed when a property fails); FUZZ_RUNS sets the runs per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

type RouteInputs = { method: string; url: string; body?: unknown; querystring?: unknown; params?: unknown; multipart: boolean };

/** Answers that are not the envelope by design (documentation, the ALTCHA challenge, file bytes). */
/** Answers that are files, not the envelope: documentation, the captcha, assets and stored files, CSV and PDF exports. */
const RAW = (r: RouteInputs) =>
  r.url.startsWith('/api/docs') ||
  r.url === '/api/captcha/challenge' ||
  r.url.startsWith('/api/assets') ||
  r.url.startsWith('/api/files') ||
  r.url.startsWith('/api/provider-media') ||
  r.url.startsWith('/api/content-media') ||
  /\/documents\/:childId$/.test(r.url) ||
  /\/(export|csv|pdf)$/.test(r.url);
/** What an answer must never show: stack frames, file paths, SQL or driver and library internals. */
const INTERNAL = /\bat [\w.<>]+ \(|node_modules|\/work\/|\.(ts|js):\d+|relation "|syntax error|violates|duplicate key|invalid input syntax|out of range for type|invalid byte sequence|drizzle|ZodError|TypeError|RangeError|SyntaxError|ECONN|pg_|\bstack\b|FST_/i;
/** SQL keywords as a query carries them (upper case, so "Please select" is no match). */
const SQL = /\b(SELECT|INSERT INTO|DELETE FROM|WHERE|RETURNING)\b/;

/** The role that may call a route, from the authorization matrix (its own objects, where it has some). */
function callerFor(method: string, url: string): Role {
  const row = MATRIX.find((r) => r.route === `${method} ${url}`);
  if (!row) return 'visitor';
  const preference: Role[] = ['customerA', 'providerA', 'operator', 'static', 'visitor'];
  return preference.find((role) => row.expect[role] !== 401 && row.expect[role] !== 403) ?? 'visitor';
}

/** A value as a URL part: lone surrogates become U+FFFD as any client would send them; raw `%` junk stays raw. */
function urlPart(v: unknown): string {
  const s = typeof v === 'string' ? v : v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (s === '%FF' || s === '%00') return s;
  return encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

describe('input fuzzing of every API route', () => {
  let t: TestApp;
  let f: Fixtures;
  let countAll: () => Promise<Record<string, number>>;
  const routes: RouteInputs[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (r) => {
          const methods = [r.method].flat().filter((m) => m !== 'HEAD');
          const schema = (r as { schema?: Record<string, unknown> }).schema ?? {};
          const multipart = Array.isArray(schema.consumes) && (schema.consumes as string[]).includes('multipart/form-data');
          for (const method of methods) {
            if (r.url.startsWith('/api/')) routes.push({ method, url: r.url, body: schema.body, querystring: schema.querystring, params: schema.params, multipart });
          }
        },
      },
    );
    f = await buildFixtures(t);
    const { rows } = await t.pool.query<{ name: string }>(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const sql = `SELECT ${rows.map((r) => `(SELECT count(*)::int FROM ${r.name}) AS ${r.name}`).join(', ')}`;
    countAll = async () => (await t.pool.query<Record<string, number>>(sql)).rows[0]!;
  }, 120_000);
  afterAll(() => t?.close());

  async function headersFor(role: Role): Promise<Record<string, string>> {
    if (role === 'visitor') return {};
    if (role === 'static') return { authorization: `Bearer ${f.staticToken}` };
    return { authorization: `Bearer ${await t.app.ctx.sessions.create(f.accounts[role], null, 'W')}` };
  }

  /** Sends one request and checks the answer; a problem is reported through `report` and thrown. */
  async function check(
    route: RouteInputs,
    role: Role,
    url: string,
    headers: Record<string, string>,
    payload: string | FormData | undefined,
    report: (problem: string) => void,
  ) {
    const before = await countAll();
    const res = await t.app.inject({ method: route.method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
    const where = `${route.method} ${url.slice(0, 200)} as ${role} (${res.statusCode})`;
    const fail = (problem: string) => {
      report(`${where}: ${problem}`);
      throw new Error(`${where}: ${problem}`);
    };
    if (res.statusCode >= 500) fail(`server error ${res.body.slice(0, 300)}`);
    if ((INTERNAL.test(res.body) || SQL.test(res.body)) && !RAW(route)) fail(`internal detail in ${res.body.slice(0, 300)}`);
    if (!RAW(route) && res.statusCode !== 304) {
      const body = res.json() as { error?: unknown; message?: unknown; status?: unknown };
      if (body.error !== res.statusCode >= 400 || typeof body.message !== 'string' || body.status !== res.statusCode || !('data' in body)) {
        fail(`not the envelope ${res.body.slice(0, 300)}`);
      }
    }
    if (res.statusCode >= 400) {
      const after = await countAll();
      const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
      if (changed.length) fail(`refused but wrote ${changed.map((k) => `${k} ${before[k]}->${after[k]}`).join(', ')}`);
    }
  }

  it('finds routes with inputs to fuzz', () => {
    expect(routes.filter((r) => r.body || r.querystring || r.params).length).toBeGreaterThan(40);
  });

  it(`never answers 5xx, a stack trace or a partial write (seed ${SEED}, ${RUNS} runs a route)`, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.url.startsWith('/api/docs')) continue;
      const role = callerFor(route.method, route.url);
      const input = fc.record({
        body: route.body ? arbitraryFor(route.body) : fc.option(fc.object({ maxDepth: 1 }), { nil: undefined }),
        query: route.querystring ? arbitraryFor(route.querystring) : fc.constant(undefined),
        params: route.params ? arbitraryFor(route.params) : fc.constant(undefined),
        file: fc.option(fc.uint8Array({ maxLength: 64 }), { nil: undefined, freq: 3 }),
        lang: fc.constantFrom('en', 'ar', 'fr', 'xx'),
        paramJunk: fc.option(hostileString, { nil: undefined, freq: 4 }),
      });
      let lastProblem = '';
      const property = fc.asyncProperty(input, async (sample) => {
        const paramValues = (sample.params && typeof sample.params === 'object' ? sample.params : {}) as Record<string, unknown>;
        let url = route.url.replace(/:(\w+)/g, (_, name: string) => urlPart(sample.paramJunk ?? paramValues[name] ?? '1'));
        url = url.replace(/\*$/, urlPart(sample.paramJunk ?? 'x'));
        if (sample.query && typeof sample.query === 'object') {
          const qs = Object.entries(sample.query as Record<string, unknown>)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => `${encodeURIComponent(k)}=${urlPart(v)}`)
            .join('&');
          if (qs) url += `?${qs}`;
        }
        const headers: Record<string, string> = { lang: sample.lang, ...(await headersFor(role)) };
        let payload: string | FormData | undefined;
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          if (route.multipart) {
            const form = new FormData();
            for (const [k, v] of Object.entries((sample.body && typeof sample.body === 'object' ? sample.body : {}) as Record<string, unknown>)) {
              if (v !== undefined) form.append(k, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
            }
            if (sample.file) form.append('attachments', new Blob([sample.file]), 'f.png');
            payload = form;
          } else if (sample.body !== undefined) {
            payload = JSON.stringify(sample.body);
            headers['content-type'] = 'application/json';
          }
        }
        await check(route, role, url, headers, payload, (p) => {
          lastProblem = p;
        });
      });
      try {
        await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
      } catch (err) {
        failures.push(lastProblem || `${route.method} ${route.url}: ${String((err as Error).message).split('\n').slice(0, 4).join(' | ')}`);
      }
    }
    if (failures.length) console.error(`input fuzzing failed with FUZZ_SEED=${SEED}:\n${failures.join('\n')}`);
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
  }, 600_000);

  /** Paths of the leaves of a JSON value. */
  function leaves(value: unknown, path: string[] = []): string[][] {
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
    return [path];
  }
  function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
    if (!path.length) return leaf;
    const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
    copy[path[0]!] = withLeaf(copy[path[0]!], path.slice(1), leaf);
    return copy;
  }

  it(`takes the valid bodies of the authorization matrix with one hostile field each, safely (seed ${SEED})`, async () => {
    const failures: string[] = [];
    const hostileLeaf = fc.oneof(
      hostileString,
      hostileString.map((v) => `ok\u0000${v}`),
      fc.constantFrom(2_147_483_648, -1, 0, 1e308, 2 ** 53 + 2, 0.0001, true, null, [], {}),
    );
    for (const row of MATRIX) {
      const sample = row.body?.(f);
      if (!sample || !('json' in sample) || !sample.json || typeof sample.json !== 'object') continue;
      const [method, path] = row.route.split(' ') as [string, string];
      const role = (['customerA', 'providerA', 'operator', 'static', 'visitor'] as Role[]).find((r) => row.expect[r] < 400) ?? callerFor(method, path);
      const paths = leaves(sample.json);
      if (!paths.length) continue;
      let lastProblem = '';
      const property = fc.asyncProperty(fc.constantFrom(...paths), hostileLeaf, fc.constantFrom('en', 'ar', 'fr'), async (leafPath, leaf, lang) => {
        const headers = { lang, 'content-type': 'application/json', ...(await headersFor(role)) };
        const body = JSON.stringify(withLeaf(sample.json, leafPath, leaf));
        await check({ method, url: path, multipart: false }, role, row.url?.(f) ?? path, headers, body, (p) => {
          lastProblem = p;
        });
      });
      try {
        await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
      } catch (err) {
        failures.push(lastProblem || `${row.route}: ${String((err as Error).message).split('\n').slice(0, 4).join(' | ')}`);
      }
    }
    if (failures.length) console.error(`input fuzzing failed with FUZZ_SEED=${SEED}:\n${failures.join('\n')}`);
    expect(failures, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
  }, 600_000);
});
