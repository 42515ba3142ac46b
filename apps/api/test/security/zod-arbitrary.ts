import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check values for a zod 4 schema (no maintained package maps zod 4 yet: zod-fast-check targets zod 3).
 * The values are shaped like the schema, so the input reaches the rules behind validation, but each leaf is
 * often hostile: NUL and lone surrogates, numbers past int4 and past 2^53, huge strings, wrong types.
 */

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

const tricky = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\u202Eevil',
  '0',
  '-1',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '1e-400',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '{}',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%FF',
  'عربي',
  '🙂'.repeat(3),
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...tricky) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 2_000, maxLength: 20_000 }) },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything at all, for the odd leaf. */
const wild = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }), fc.object({ maxDepth: 1 }));

/** A value for `schema`: valid-looking most of the time, hostile often. */
export function arbitraryFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const own = shaped(schema, depth);
  return fc.oneof({ weight: 4, arbitrary: own }, { weight: 1, arbitrary: wild });
}

function shaped(schema: unknown, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return fc.oneof(fc.string({ maxLength: 30 }), hostileString, fc.emailAddress(), fc.uuid(), fc.webUrl());
    case 'number':
    case 'int':
    case 'bigint':
      return fc.oneof(hostileNumber, fc.integer({ min: 1, max: 2_000 }), hostileNumber.map(String));
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', '1', 'yes'));
    case 'date':
      return fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), hostileString);
    case 'enum':
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...Object.values(def.entries as Record<string, string>)) }, { weight: 1, arbitrary: hostileString });
    case 'literal':
      return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(def.values as unknown[])) }, { weight: 1, arbitrary: hostileString });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.option(arbitraryFor(def.innerType, depth), { nil: undefined, freq: 4 });
    case 'pipe':
      // z.preprocess / coerce / transform: the input side is what a caller sends.
      return defOf(def.in).type === 'transform' ? arbitraryFor(def.out, depth) : arbitraryFor(def.in, depth);
    case 'transform':
      return wild;
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => arbitraryFor(o, depth)));
    case 'intersection':
      return arbitraryFor(def.left, depth);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(arbitraryFor(def.element, depth + 1), { maxLength: 6 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((i) => arbitraryFor(i, depth + 1)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryFor(def.valueType, depth + 1), { maxKeys: 4 });
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, depth > 3 ? wild : arbitraryFor(v, depth + 1)]));
      return fc.record(fields, { requiredKeys: [] }).chain((obj) =>
        // Now and then an unknown key too (e.g. a mass-assignment attempt).
        fc.option(fc.constantFrom('id', 'accountId', 'role', 'status', '__proto__', 'isVerified'), { freq: 5 }).map((extra) =>
          extra ? { ...obj, [extra]: extra === 'role' ? 'operator' : 1 } : obj,
        ),
      );
    }
    case 'lazy':
      return depth > 3 ? wild : arbitraryFor((def.getter as () => unknown)(), depth + 1);
    default:
      return wild;
  }
}

export type ZodLike = z.ZodType;
