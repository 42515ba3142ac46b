import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './import-direction.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const root = path.resolve(import.meta.dirname, '../..');
const file = (rel: string) => path.join(root, rel);

tester.run('import-direction', rule, {
  valid: [
    { code: "import { x } from '@portal/contract/rules';", filename: file('apps/web/src/lib/a.ts') },
    { code: "import { x } from '@portal/db/client';", filename: file('apps/api/src/lib/a.ts') },
    { code: "import { x } from '../../../lib/toast.ts';", filename: file('apps/web/src/features/auth/components/a.tsx') },
    { code: "import { x } from '../api/login.ts';", filename: file('apps/web/src/features/auth/components/a.tsx') },
    { code: "import { x } from '../lib/app-error.ts';", filename: file('apps/api/src/plugins/a.ts') },
    { code: "import { x } from '@portal/ui/phone-field';", filename: file('apps/web/src/features/auth/components/a.tsx') },
    { code: "import { x } from '@portal/contract/lang';", filename: file('packages/ui/src/frame/a.tsx') },
  ],
  invalid: [
    { code: "import { x } from '@portal/db/client';", filename: file('apps/web/src/lib/a.ts'), errors: 1 },
    { code: "import { x } from '@portal/api/app';", filename: file('packages/db/src/a.ts'), errors: 1 },
    { code: "import { x } from '@portal/db/client';", filename: file('packages/contract/src/a.ts'), errors: 1 },
    { code: "import { x } from '../../../../apps/api/src/app.ts';", filename: file('packages/db/src/seed/a.ts'), errors: 1 },
    { code: "import { x } from '../modules/auth/auth.service.ts';", filename: file('apps/api/src/plugins/a.ts'), errors: 1 },
    { code: "import { x } from '../../landing/api/a.ts';", filename: file('apps/web/src/features/auth/components/a.tsx'), errors: 1 },
    { code: "import { x } from '../../../../apps/web/src/lib/i18n.ts';", filename: file('packages/ui/src/frame/a.tsx'), errors: 1 },
    { code: "import { x } from '@portal/db/client';", filename: file('packages/ui/src/frame/a.tsx'), errors: 1 },
    { code: "import { x } from '@portal/ui/theme';", filename: file('apps/api/src/lib/a.ts'), errors: 1 },
  ],
});
