import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, customers } from '@portal/db/schema/accounts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { customerAt, PLACES } from '../../../test/kits/accounts-test-kit.ts';
import { notificationsRepository } from './notifications.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('customersAcceptingMarketing (spec §1: users may opt out of marketing)', () => {
  it('skips customers who opted out and accounts that are not active', async () => {
    const yes = await customerAt(t, PLACES.khalda);
    const out = await customerAt(t, PLACES.khalda);
    const gone = await customerAt(t, PLACES.khalda);
    await t.db.update(customers).set({ marketingOptOut: true }).where(eq(customers.accountId, out.id));
    await t.db.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, gone.id));
    expect(await notificationsRepository(t.db).customersAcceptingMarketing([yes.id, out.id, gone.id])).toEqual([yes.id]);
    expect(await notificationsRepository(t.db).customersAcceptingMarketing([])).toEqual([]);
  });
});
