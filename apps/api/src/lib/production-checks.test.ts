import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@portal/db/password';
import { seedDemo } from '@portal/db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { operatorAccounts } from '../../test/kits/operator-accounts-kit.ts';
import { productionStartProblems } from './production-checks.ts';

describe('production start check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
  });
  afterAll(() => t.close());

  it('refuses while any operator verifies against the demo password, and names it; goes once it is changed', async () => {
    const repo = operatorAccounts(t);
    await repo.createIfMissing('admin@example.jo', await hashPassword('Demo@12345'));
    const problems = await productionStartProblems(t.db);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/operator@demo\.jo/);
    expect(problems[0]).toMatch(/admin@example\.jo/);
    expect(problems[0]).toMatch(/support@demo\.jo/);

    await repo.resetPassword('operator@demo.jo', await hashPassword('Other@Pass1'));
    await repo.resetPassword('support@demo.jo', await hashPassword('Other@Pass3'));
    await repo.resetPassword('admin@example.jo', await hashPassword('Other@Pass2'));
    expect(await productionStartProblems(t.db)).toEqual([]);
  });
});
