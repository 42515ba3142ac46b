/**
 * What a guard hook asks of the caller, written on the hook itself so the OpenAPI document can say which
 * token an operation needs without every route repeating it in its schema (issue 14.10).
 */
export type GuardKind = 'session' | 'staticToken';

const GUARD = Symbol('openapi guard kind');

type Marked = { [GUARD]?: GuardKind };

/** Marks a preValidation/preHandler/onRequest hook as a guard of this kind; returns the same function. */
export function markGuard<F extends (...args: never[]) => unknown>(hook: F, kind: GuardKind): F {
  (hook as F & Marked)[GUARD] = kind;
  return hook;
}

type HookSlot = unknown;

function kindsIn(slot: HookSlot): GuardKind[] {
  const hooks = Array.isArray(slot) ? slot : slot ? [slot] : [];
  return hooks.flatMap((hook) => {
    const kind = typeof hook === 'function' ? (hook as Marked)[GUARD] : undefined;
    return kind ? [kind] : [];
  });
}

/**
 * The guard a route declares among its own hooks, if any. Hooks added to a whole plugin (`addHook`) are not
 * part of the route's options: those routes declare `security` in their schema instead.
 */
export function routeGuard(route: { onRequest?: HookSlot; preValidation?: HookSlot; preHandler?: HookSlot }): GuardKind | null {
  const kinds = [...kindsIn(route.onRequest), ...kindsIn(route.preValidation), ...kindsIn(route.preHandler)];
  // A session guard is the stricter statement (a static token is no session): it wins when both are there.
  return kinds.includes('session') ? 'session' : (kinds[0] ?? null);
}
