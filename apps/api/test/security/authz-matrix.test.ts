import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.ts';
import { buildFixtures, type Fixtures } from './authz-fixtures.ts';
import { MATRIX, ROLES, type Payload, type Role, type Row } from './authz-matrix.ts';

/** Routes that are not part of the API: the web app's catch-all. */
const isApiRoute = (url: string) => url.startsWith('/api/');

describe('authorization matrix', () => {
  let t: TestApp;
  let f: Fixtures;
  const registered = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        onRoute: (r) => {
          for (const method of [r.method].flat()) if (method !== 'HEAD' && isApiRoute(r.url)) registered.add(`${method} ${r.url}`);
        },
      },
    );
    f = await buildFixtures(t);
  }, 120_000);
  afterAll(() => t?.close());

  it('has a row for every registered API route, and no row for a route that does not exist', () => {
    const inMatrix = new Set<string>(MATRIX.map((r) => r.route));
    expect([...registered].filter((r) => !inMatrix.has(r)).sort(), 'routes without a row in authz-matrix.ts').toEqual([]);
    expect([...inMatrix].filter((r) => !registered.has(r)).sort(), 'rows for routes that are not registered').toEqual([]);
  });

  /** A fresh session per request, so a logout row revokes only its own. */
  async function headersFor(role: Role): Promise<Record<string, string>> {
    if (role === 'visitor') return {};
    if (role === 'static') return { authorization: `Bearer ${f.staticToken}` };
    return { authorization: `Bearer ${await t.app.ctx.sessions.create(f.accounts[role], null, 'W')}` };
  }

  function payloadOf(p: Payload | undefined): { payload?: string | FormData; headers: Record<string, string> } {
    if (!p) return { headers: {} };
    if ('json' in p) return { payload: JSON.stringify(p.json), headers: { 'content-type': 'application/json' } };
    const form = new FormData();
    for (const part of p.multipart) {
      if ('file' in part) form.append(part.name, new Blob([new Uint8Array(part.file)], { type: part.type }), part.filename);
      else form.append(part.name, part.value);
    }
    return { payload: form, headers: {} };
  }

  async function call(row: Row, role: Role) {
    const [method, path] = row.route.split(' ') as [Row['route'] extends `${infer M} ${string}` ? M : never, string];
    const { payload, headers } = payloadOf(row.body?.(f));
    return t.app.inject({ method, url: row.url?.(f) ?? path, headers: { ...headers, ...(await headersFor(role)) }, ...(payload === undefined ? {} : { payload }) });
  }

  it('answers every route, for every caller, with the expected status', async () => {
    const mismatches: string[] = [];
    for (const row of MATRIX) {
      // Refusals first: a refused call must not have changed the object the allowed call then acts on.
      const order = [...ROLES].sort((a, b) => Number(row.expect[a] < 400) - Number(row.expect[b] < 400));
      for (const role of order) {
        const res = await call(row, role);
        const want = row.expect[role];
        if (res.statusCode !== want) {
          mismatches.push(`${row.route}${row.object ? ` [${row.object}]` : ''} as ${role}: ${res.statusCode} (want ${want}) ${res.body.slice(0, 160)}`);
        }
        // Whatever the status, the answer is the envelope (documentation pages aside).
        if (!row.raw && !row.route.startsWith('GET /api/docs') && res.headers['content-type']?.toString().includes('json')) {
          const body = res.json() as { error?: unknown; status?: unknown };
          if (body.error !== res.statusCode >= 400 || body.status !== res.statusCode) mismatches.push(`${row.route} as ${role}: not the envelope`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});
