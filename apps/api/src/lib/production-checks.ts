import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '@portal/db/client';
import { verifyPassword } from '@portal/db/password';
import { accounts } from '@portal/db/schema/accounts';
import { DEMO_PASSWORD } from '@portal/db/seed/seed-demo';

/**
 * Operators (of any e-mail, not only the demo one) whose password is the published demo password. Deleted
 * accounts cannot sign in and are left out; suspended ones count, as another operator can reactivate them.
 */
export async function operatorsWithDemoPassword(db: Db): Promise<string[]> {
  const operators = await db
    .select({ email: accounts.email, hash: accounts.passwordHash })
    .from(accounts)
    .where(and(eq(accounts.role, 'operator'), ne(accounts.status, 'deleted')));
  const found: string[] = [];
  for (const op of operators) if (await verifyPassword(op.hash, DEMO_PASSWORD)) found.push(op.email);
  return found;
}

export const DEMO_IN_PRODUCTION = 'DEMO=1 is not allowed in production mode (npm run serve); use npm start for a local try';

/**
 * What a production start (`npm run serve`, NODE_ENV=production) refuses once the database is open: an
 * operator anyone can sign in as with the password printed in the README. Answers the reasons; empty means go.
 * (DEMO=1 is refused before the database opens, see server.ts.)
 */
export async function productionStartProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const demoPassword = await operatorsWithDemoPassword(db);
  if (demoPassword.length) {
    problems.push(
      `operator account(s) ${demoPassword.join(', ')} still use the published demo password: set another with ` +
        '`npm run operator:create -- <email> --reset-password` (see docs/operations.md)',
    );
  }
  return problems;
}
