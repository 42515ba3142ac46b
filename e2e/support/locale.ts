import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

export type Lang = 'en' | 'ar' | 'fr';

/** Which app's texts: the customer portal (web), the operator console (ops) or the provider app (pro). */
export type AppName = 'web' | 'ops' | 'pro';

/** An app's texts (its own and its packages'), so a spec reads the same labels the user sees in each language. */
export function texts(lang: Lang, app: AppName = 'web'): (key: string) => string {
  const dir = path.join(repoRoot, app === 'web' ? 'apps/web/src/locales' : `apps/${app}/src/locales`, lang);
  const namespaces: Record<string, unknown> = {};
  for (const file of readdirSync(dir)) namespaces[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  // The packages' texts, merged as packages/web-kit/src/i18n.ts does: the contract's validation messages and
  // packages/ui's (common words, the shared parts' texts), each file with namespaces at its top.
  for (const pkg of ['contract', 'ui']) {
    const file = JSON.parse(readFileSync(path.join(repoRoot, 'packages', pkg, 'src/locales', `${lang}.json`), 'utf8')) as Record<string, object>;
    for (const [ns, more] of Object.entries(file)) namespaces[ns] = { ...(namespaces[ns] as object | undefined), ...more };
  }
  return (key: string) => {
    const [ns, rest] = key.includes(':') ? key.split(':') : ['common', key];
    const value = rest!.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], namespaces[ns!]);
    if (typeof value !== 'string') throw new Error(`no text ${key} in ${lang}`);
    return value;
  };
}
