import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accountCount, INSTANCE_DEMO_KEY, settleInstanceSetting } from '../instance-settings.ts';
import { accounts } from '../schema/accounts.ts';
import { DEMO_OPERATOR_EMAIL, seedDemo } from './seed-demo.ts';

export type DemoDecision = { demo: boolean; refused?: string };

/**
 * DEMO=1 seeds the demo accounts (published password) only into a database that was made with them. The
 * first start records whether this database is a demo one (`instance.demo`), and it is one only when that
 * start asked for the demo on a database without accounts, or on one that already holds the demo operator
 * (a demo database from before the record existed). A database first started without the demo never gets
 * demo accounts: DEMO=1 is then refused and the start goes on without them (and without the demo bot).
 */
export async function seedDemoIfAllowed(db: Db, wanted: boolean): Promise<DemoDecision> {
  let offered = '0';
  if (wanted) {
    const demoOperator = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.email, DEMO_OPERATOR_EMAIL), eq(accounts.role, 'operator')));
    if (demoOperator.length || (await accountCount(db)) === 0) offered = '1';
  }
  const isDemoDatabase = (await settleInstanceSetting(db, INSTANCE_DEMO_KEY, offered)) === '1';
  if (!wanted) return { demo: false };
  if (!isDemoDatabase) {
    return {
      demo: false,
      refused:
        'DEMO=1 refused: this database was first started without the demo, so no demo accounts (published password) are ' +
        'seeded into it and the demo bot stays off. Use a fresh DATA_DIR or database for a demo.',
    };
  }
  await seedDemo(db);
  return { demo: true };
}
