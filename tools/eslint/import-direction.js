// Local ESLint rule: imports flow one way (docs/design.md): web, ops, pro -> ui, web-kit -> contract; api -> contract, db; db -> contract;
// web -> ui -> contract (ui, the shared UI parts, never imports web, api or db); contract -> nothing of ours;
// nothing imports apps; api plugins, lib/ and context.ts never import modules; an api module imports another only
// through modules/order-core; web features do not import each other.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Which part of the repo a file belongs to, e.g. { part: 'web', feature: 'auth' }. */
function locate(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  let m;
  if ((m = rel.match(/^apps\/(web|ops|pro)\/src\/features\/([^/]+)\//))) return { part: m[1], feature: m[2] };
  if ((m = rel.match(/^apps\/(web|ops|pro)\//))) return { part: m[1] };
  if (rel.startsWith('apps/api/src/plugins/')) return { part: 'api', plugin: true };
  if (rel.startsWith('apps/api/src/lib/')) return { part: 'api', lib: true };
  if (rel === 'apps/api/src/context.ts') return { part: 'api', context: true };
  if ((m = rel.match(/^apps\/api\/src\/modules\/([^/]+)\//))) return { part: 'api', module: m[1] };
  if (rel.startsWith('apps/api/')) return { part: 'api' };
  if (rel.startsWith('packages/contract/')) return { part: 'contract' };
  if (rel.startsWith('packages/ui/')) return { part: 'ui' };
  if (rel.startsWith('packages/web-kit/')) return { part: 'web-kit' };
  if (rel.startsWith('packages/db/')) return { part: 'db' };
  if (rel.startsWith('e2e/')) return { part: 'e2e' };
  return { part: 'other' };
}

/** The one API module others may import: what they share about orders (transitions, views, limits, addresses). */
const SHARED_MODULE = 'order-core';

/**
 * The web's shared layers (components/, lib/, api/) serve every feature, so they never import one: what two
 * features share lives below them, never inside one of them (bulletproof-react's rule).
 */
function webSharedLayer(file) {
  const m = path.relative(root, file).split(path.sep).join('/').match(/^apps\/(?:web|ops|pro)\/src\/(components|lib|api)\//);
  return m ? m[1] : null;
}

const allowed = {
  web: ['web', 'ui', 'web-kit', 'contract'],
  ops: ['ops', 'ui', 'web-kit', 'contract'],
  pro: ['pro', 'ui', 'web-kit', 'contract'],
  ui: ['ui', 'contract'],
  'web-kit': ['web-kit', 'contract'],
  api: ['api', 'contract', 'db'],
  db: ['db', 'contract'],
  contract: ['contract'],
  e2e: ['e2e', 'db', 'contract'],
  other: ['other', 'contract', 'ui', 'web-kit', 'db', 'api', 'web', 'ops', 'pro', 'e2e'],
};

function target(fromFile, source) {
  if (source.startsWith('.')) return locate(path.resolve(path.dirname(fromFile), source));
  const m = source.match(/^@portal\/([^/]+)/);
  if (!m) return null;
  const dir = {
    contract: 'packages/contract/src/x',
    ui: 'packages/ui/src/x',
    'web-kit': 'packages/web-kit/src/x',
    db: 'packages/db/src/x',
    api: 'apps/api/src/x',
    web: 'apps/web/src/x',
    ops: 'apps/ops/src/x',
    pro: 'apps/pro/src/x',
    e2e: 'e2e/x',
  }[m[1]];
  return dir ? locate(path.join(root, dir)) : null;
}

export default {
  meta: { type: 'problem', messages: { wrong: '{{why}}' }, schema: [] },
  create(context) {
    const from = locate(context.filename);
    function check(node, source) {
      if (typeof source !== 'string') return;
      const to = target(context.filename, source);
      if (!to) return;
      let why = null;
      if (!allowed[from.part].includes(to.part)) why = `${from.part} must not import ${to.part} (imports flow web -> ui -> contract, api -> contract/db)`;
      else if (from.plugin && to.module) why = 'API plugins must not import modules/';
      else if ((from.lib || from.context) && to.module) why = 'API lib/ and context.ts must not import modules/; keep a shape in lib/ instead';
      else if (from.module && to.module && from.module !== to.module && to.module !== SHARED_MODULE)
        why = `API module "${from.module}" must not import module "${to.module}": share order behaviour through modules/${SHARED_MODULE}, the rest through lib/, or hand it in from modules.ts`;
      else if (from.feature && to.feature && from.feature !== to.feature) why = `feature "${from.feature}" must not import feature "${to.feature}"; move shared code to components/ or lib/`;
      const shared = webSharedLayer(context.filename);
      if (!why && shared && to.feature) why = `web ${shared}/ must not import features/ (feature "${to.feature}"); move what is shared into ${shared}/`;
      if (why) context.report({ node, messageId: 'wrong', data: { why } });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
