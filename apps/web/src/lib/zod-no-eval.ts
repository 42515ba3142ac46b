import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` when it can; the portal's CSP forbids eval in scripts,
 * so even zod's probe for it would be reported as a violation. Imported first by main.tsx, before any parse.
 */
z.config({ jitless: true });
