// `npm run operator:create -- <email> [--role=admin|support] [--reset-password]`: the first operator of an
// installation without demo data, another one (admin by default), or a new password for an existing one. The password comes from OPERATOR_PASSWORD, else from stdin:
// asked twice without echo on a terminal, the first line when piped. Same database settings as the server
// (DATABASE_URL, else the embedded one in DATA_DIR, which must not be in use by a running server).
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { hashPassword } from '@portal/db/password';
import { loadConfig } from './config.ts';
import { openDatabase } from './lib/database.ts';
import { checkOperatorCredentials } from './modules/operator/env-operator.ts';
import { operatorRepository } from './modules/operator/operator.repository.ts';

async function readHidden(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  const silent = new Writable({ write: (_chunk, _enc, done) => done() });
  const rl = readline.createInterface({ input: process.stdin, output: silent, terminal: true });
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stderr.write('\n');
  return answer;
}

async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  if (!process.stdin.isTTY) return readPiped();
  const first = await readHidden('Password: ');
  if ((await readHidden('Again: ')) !== first) throw new Error('the two passwords differ');
  return first;
}

const args = process.argv.slice(2);
const reset = args.includes('--reset-password');
const emailArg = args.find((a) => !a.startsWith('--'));
const roleArg = args.find((a) => a.startsWith('--role='))?.slice('--role='.length) ?? 'admin';
if (!emailArg || (roleArg !== 'admin' && roleArg !== 'support')) {
  console.error('Usage: npm run operator:create -- <email> [--role=admin|support] [--reset-password]  (password from OPERATOR_PASSWORD or stdin)');
  process.exit(2);
}

let code = 0;
try {
  const password = await readPassword();
  const email = checkOperatorCredentials(emailArg, password);
  // Never the demo here: this opens (and, if new, creates) the installation's database.
  const db = await openDatabase(loadConfig(process.env, { demo: false, demoBot: false }), (m) => console.error(`[postgres] ${m}`));
  try {
    const repo = operatorRepository(db.db);
    const hash = await hashPassword(password);
    if (await repo.createIfMissing(email, hash, roleArg)) console.log(`Operator ${email} created (${roleArg}).`);
    else if (!reset) {
      console.error(`Operator ${email} already exists; nothing changed (add --reset-password to set a new password).`);
      code = 1;
    } else if (await repo.resetPassword(email, hash)) console.log(`Password of operator ${email} changed; its sessions are ended.`);
    else {
      console.error(`${email} is not an operator account; nothing changed.`);
      code = 1;
    }
  } finally {
    await db.shutdown();
  }
} catch (err) {
  console.error(`operator:create: ${(err as Error).message}`);
  code = 1;
}
process.exit(code);
