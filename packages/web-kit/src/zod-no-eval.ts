/**
 * zod 4 compiles object parsers with `new Function` when it can; the portal's CSP forbids eval in scripts,
 * so even zod's probe for it would be reported as a violation. Imported first by main.tsx, before any parse.
 *
 * This writes zod's global config where zod itself keeps it, on globalThis so that every copy of zod shares
 * it (zod/v4/core/core.js: `globalThis.__zod_globalConfig`, read by `z.config()` and by the eval probe),
 * instead of calling `z.config`: importing zod here would put it in /landing's first-paint chunk (the 170 KB
 * budget of issue 7). e2e/tests/security-headers.spec.ts fails in Chromium if zod ever stops reading it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
