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
    { code: "import { x } from '../order-core/order-transitions.ts';", filename: file('apps/api/src/modules/rfps/a.ts') },
    { code: "import { x } from './rfps.repository.ts';", filename: file('apps/api/src/modules/rfps/a.ts') },
    { code: "import { x } from '../../lib/app-error.ts';", filename: file('apps/api/src/modules/order-core/a.ts') },
    { code: "import { x } from './modules/rfps/rfps.routes.ts';", filename: file('apps/api/src/modules.ts') },
    { code: "import { x } from '../../src/modules/orders/orders.service.ts';", filename: file('apps/api/test/kits/a.ts') },
    { code: "import { x } from '@portal/ui/phone-field';", filename: file('apps/web/src/features/auth/components/a.tsx') },
    { code: "import { x } from '@portal/contract/lang';", filename: file('packages/ui/src/frame/a.tsx') },
  ],
  invalid: [
    { code: "import { x } from '@portal/db/client';", filename: file('apps/web/src/lib/a.ts'), errors: 1 },
    { code: "import { x } from '@portal/api/app';", filename: file('packages/db/src/a.ts'), errors: 1 },
    { code: "import { x } from '@portal/db/client';", filename: file('packages/contract/src/a.ts'), errors: 1 },
    { code: "import { x } from '../../../../apps/api/src/app.ts';", filename: file('packages/db/src/seed/a.ts'), errors: 1 },
    { code: "import { x } from '../modules/auth/auth.service.ts';", filename: file('apps/api/src/plugins/a.ts'), errors: 1 },
    { code: "import { x } from '../orders/orders.repository.ts';", filename: file('apps/api/src/modules/rfps/a.ts'), errors: 1 },
    { code: "import { X } from '../rfps/rfps.service.ts';", filename: file('apps/api/src/modules/order-core/a.ts'), errors: 1 },
    { code: "import { x } from '../modules/push/push-sender.ts';", filename: file('apps/api/src/lib/a.ts'), errors: 1 },
    { code: "import { X } from './modules/push/push-sender.ts';", filename: file('apps/api/src/context.ts'), errors: 1 },
    { code: "import { x } from '../../landing/api/a.ts';", filename: file('apps/web/src/features/auth/components/a.tsx'), errors: 1 },
    { code: "import { x } from '../../../../apps/web/src/lib/i18n.ts';", filename: file('packages/ui/src/frame/a.tsx'), errors: 1 },
    { code: "import { x } from '@portal/db/client';", filename: file('packages/ui/src/frame/a.tsx'), errors: 1 },
    { code: "import { x } from '@portal/ui/theme';", filename: file('apps/api/src/lib/a.ts'), errors: 1 },
  ],
});

// The web's shared layers never reach into a feature; features and the app frame may use them.
tester.run('import-direction: web shared layers', rule, {
  valid: [
    { code: "import { x } from '../../api/reference/categories.ts';", filename: file('apps/web/src/components/picker/a.tsx') },
    { code: "import { x } from '../../../api/profile/profile.ts';", filename: file('apps/web/src/features/home/components/a.tsx') },
    { code: "import { x } from '../../lib/api-client.ts';", filename: file('apps/web/src/api/geo/geo.ts') },
    { code: "import { x } from '../features/orders/api/order-keys.ts';", filename: file('apps/web/src/app/a.ts') },
  ],
  invalid: [
    { code: "import { x } from '../../features/orders/api/a.ts';", filename: file('apps/web/src/components/order-list/a.tsx'), errors: 1 },
    { code: "import { x } from '../features/profile/a.ts';", filename: file('apps/web/src/lib/a.ts'), errors: 1 },
    { code: "import { x } from '../../features/notifications/a.ts';", filename: file('apps/web/src/api/notifications/a.ts'), errors: 1 },
    { code: "const m = import('../features/home/a.ts');", filename: file('apps/web/src/lib/a.ts'), errors: 1 },
  ],
});
