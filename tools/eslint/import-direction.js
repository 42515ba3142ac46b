// Local ESLint rule: imports flow one way (DESIGN.md): web -> contract; api -> contract, db; db -> contract;
// web -> ui -> contract (ui, the shared UI parts, never imports web, api or db); contract -> nothing of ours; nothing imports apps; api plugins never import modules; web features do not
// import each other.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Which part of the repo a file belongs to, e.g. { part: 'web', feature: 'auth' }. */
function locate(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  let m;
  if ((m = rel.match(/^apps\/web\/src\/features\/([^/]+)\//))) return { part: 'web', feature: m[1] };
  if (rel.startsWith('apps/web/')) return { part: 'web' };
  if (rel.startsWith('apps/api/src/plugins/')) return { part: 'api', plugin: true };
  if (rel.startsWith('apps/api/src/modules/')) return { part: 'api', module: true };
  if (rel.startsWith('apps/api/')) return { part: 'api' };
  if (rel.startsWith('packages/contract/')) return { part: 'contract' };
  if (rel.startsWith('packages/ui/')) return { part: 'ui' };
  if (rel.startsWith('packages/db/')) return { part: 'db' };
  if (rel.startsWith('e2e/')) return { part: 'e2e' };
  return { part: 'other' };
}

const allowed = {
  web: ['web', 'ui', 'contract'],
  ui: ['ui', 'contract'],
  api: ['api', 'contract', 'db'],
  db: ['db', 'contract'],
  contract: ['contract'],
  e2e: ['e2e', 'db', 'contract'],
  other: ['other', 'contract', 'ui', 'db', 'api', 'web', 'e2e'],
};

function target(fromFile, source) {
  if (source.startsWith('.')) return locate(path.resolve(path.dirname(fromFile), source));
  const m = source.match(/^@portal\/([^/]+)/);
  if (!m) return null;
  const dir = { contract: 'packages/contract/src/x', ui: 'packages/ui/src/x', db: 'packages/db/src/x', api: 'apps/api/src/x', web: 'apps/web/src/x', e2e: 'e2e/x' }[m[1]];
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
      else if (from.feature && to.feature && from.feature !== to.feature) why = `feature "${from.feature}" must not import feature "${to.feature}"; move shared code to components/ or lib/`;
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
