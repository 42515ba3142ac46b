import { emailRule, newPasswordRule } from '@portal/contract/rules';
import type { Db } from '@portal/db/client';
import { hashPassword } from '@portal/db/password';
import { operatorRepository } from './operator.repository.ts';

type Log = { info: (msg: string) => void };

/**
 * OPERATOR_EMAIL and OPERATOR_PASSWORD (both set) create that operator at start, so a fresh installation
 * without demo data can be administered. An existing operator with that address is left as it is (its
 * password is not reset), like the first-run admin of most servers. A bad address or a weak password
 * stops the start rather than leaving an installation nobody can sign in to.
 */
export async function ensureEnvOperator(db: Db, env: NodeJS.ProcessEnv, log: Log): Promise<boolean> {
  const email = env.OPERATOR_EMAIL?.trim();
  const password = env.OPERATOR_PASSWORD;
  if (!email && !password) return false;
  if (!email || !password) throw new Error('OPERATOR_EMAIL and OPERATOR_PASSWORD must be set together');
  const address = checkOperatorCredentials(email, password, 'OPERATOR_EMAIL', 'OPERATOR_PASSWORD');
  const created = await operatorRepository(db).createIfMissing(address, await hashPassword(password));
  log.info(
    created ? `operator ${address} created from OPERATOR_EMAIL` : `operator ${address} already exists; OPERATOR_PASSWORD not applied`,
  );
  return created;
}

/** The operator's address as stored, or an error naming what is wrong (shared with `npm run operator:create`). */
export function checkOperatorCredentials(email: string, password: string, emailName = 'the e-mail', passwordName = 'the password'): string {
  const address = emailRule.safeParse(email.trim());
  if (!address.success) throw new Error(`${emailName} is not a valid e-mail address`);
  if (!newPasswordRule.safeParse(password).success) {
    throw new Error(
      `${passwordName} must have at least 8 characters with a lowercase and an uppercase letter, a digit and a special character`,
    );
  }
  return address.data;
}
