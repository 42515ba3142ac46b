/**
 * operationId of an operation, derived from its method and path so that no route has to name one and
 * generated clients (provider app, operators' scripts) get stable function names:
 * `GET /api/service/talzeem/service-provider/get/{id}` -> `getServiceTalzeemServiceProviderGetById`.
 * The path's own camelCase (resetPwd) is kept; `/api` is dropped (every path has it).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (segment === '*') return ['Any'];
      const param = /^\{(.+)\}$/.exec(segment) ?? /^:(.+)$/.exec(segment);
      const parts = (param ? param[1]! : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return param ? ['By', ...parts] : parts;
    })
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}
