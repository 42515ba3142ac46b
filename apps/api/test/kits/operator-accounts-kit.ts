import type { TestApp } from '../harness.ts';
import { operatorRepository } from '../../src/modules/operator/operator.repository.ts';

/** Operator accounts written as `npm run operator:create` and the password reset write them (for tests outside the module). */
export const operatorAccounts = (t: TestApp) => operatorRepository(t.db);
