import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { MATRIX } from '../../test/security/authz-matrix.ts';
import { OPERATION_SUMMARIES } from '../lib/openapi-summaries.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
/** The name the document is linted under: the one redocly.yaml's ignore file and its by-hand recipe use. */
const documentRef = path.join(root, 'apps/api/openapi.json');

type Operation = { operationId?: string; summary?: string; security?: Array<Record<string, string[]>>; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

function operations(doc: Document): Array<{ key: string; operation: Operation }> {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ key: `${method.toUpperCase()} ${p}`, operation })),
  );
}

describe('OpenAPI document (/api/docs/json)', () => {
  let t: TestApp;
  let source: string;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = JSON.parse(source) as Document;
  });
  afterAll(() => t?.close());

  it("passes Redocly's recommended rules (redocly.yaml) with no error and no warning", async () => {
    const config = await loadConfig({ configPath: path.join(root, 'redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: documentRef, config });
    const shown = problems.filter((p) => !p.ignored);
    expect(shown.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
    // Every single exception in .redocly.lint-ignore.yaml still matches a finding (none is left over).
    const ignoredRules = Object.values(config.ignore).flatMap((rules) => Object.entries(rules).flatMap(([rule, pointers]) => [...pointers].map((p) => `${rule} ${p}`)));
    const used = problems.filter((p) => p.ignored).map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
    expect(ignoredRules.filter((entry) => !used.includes(entry))).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId, a summary and its error answers', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(100);
    const ids = ops.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ops.find((o) => o.key === 'GET /api/service/talzeem/service-provider/get/{id}')?.operation.operationId).toBe('getServiceTalzeemServiceProviderGetById');
    expect(ops.filter(({ operation }) => !operation.summary).map((o) => o.key)).toEqual([]);
    for (const { key, operation } of ops) {
      expect(operation.responses['400'], key).toEqual({ $ref: '#/components/responses/ValidationError' });
      expect(operation.responses['4XX'], key).toEqual({ $ref: '#/components/responses/ClientError' });
    }
    // A summary written for an operation that no longer exists (moved or renamed) is found here.
    expect(Object.keys(OPERATION_SUMMARIES).filter((key) => !ops.some((o) => o.key === key))).toEqual([]);
  });

  it('declares on every operation the token it needs, as the authorization matrix finds it', () => {
    const mismatches: string[] = [];
    for (const { key, operation } of operations(doc)) {
      const route = key.replace(/\{([^}]+)\}/g, ':$1');
      const row = MATRIX.find((r) => r.route === route);
      if (!row) {
        mismatches.push(`${key}: no row in authz-matrix.ts`);
        continue;
      }
      // No session or token: 401 means one is needed; the static token's own row says which kind.
      const expected = row.expect.visitor !== 401 ? [] : row.expect.static !== 401 ? [{ staticToken: [] }] : [{ bearer: [] }];
      if (JSON.stringify(operation.security) !== JSON.stringify(expected)) mismatches.push(`${key}: ${JSON.stringify(operation.security)}, expected ${JSON.stringify(expected)}`);
      const refusals = Object.keys(operation.responses).filter((code) => code === '401' || code === '403');
      const expectedRefusals = expected.length === 0 ? [] : 'bearer' in expected[0]! ? ['401', '403'] : ['401'];
      if (JSON.stringify(refusals) !== JSON.stringify(expectedRefusals)) mismatches.push(`${key}: refusals ${refusals.join(',')}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('generates a TypeScript client (openapi-typescript) that compiles, typed by operationId', async () => {
    const client = astToString(await openapiTS(source));
    // Uses of the generated types the provider app and scripts rely on: a call by its operationId, the
    // success envelope's data and the field errors of a 400.
    const uses = `
type Login = operations['postCustomerLogin'];
export const token: Login['responses'][200]['content']['application/json']['data']['authToken'] = null;
export const errors: Login['responses'][400]['content']['application/json']['data']['errors'] = { email: ['Invalid e-mail'] };
export const provider: paths['/api/service/talzeem/service-provider/get/{id}']['get']['parameters']['path'] = { id: 1 };
`;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-client-'));
    try {
      const file = path.join(dir, 'client.ts');
      writeFileSync(file, client + uses);
      const program = ts.createProgram([file], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        types: [],
        // The standard library is TypeScript's own and needs no checking: only the client is checked here.
        lib: ['lib.es2022.d.ts'],
        skipLibCheck: true,
      });
      const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Generating and type-checking 350 KB of types takes seconds, and three times that on a busy machine.
  }, 60_000);
});
