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
  const address = emailRule.safeParse(email);
  if (!address.success) throw new Error('OPERATOR_EMAIL is not a valid e-mail address');
  if (!newPasswordRule.safeParse(password).success) {
    throw new Error(
      'OPERATOR_PASSWORD must have at least 8 characters with a lowercase and an uppercase letter, a digit and a special character',
    );
  }
  const created = await operatorRepository(db).createIfMissing(address.data, await hashPassword(password));
  log.info(
    created
      ? `operator ${address.data} created from OPERATOR_EMAIL`
      : `operator ${address.data} already exists; OPERATOR_PASSWORD not applied`,
  );
  return created;
}
