/**
 * Hostile inputs for the fuzz suite: malformed JSON, wrong types, huge and odd numbers, deep
 * nesting, unicode (lone surrogates included) and injection strings, alone and spliced into
 * otherwise valid bodies.
 */
import fc from 'fast-check';

/** Strings an attacker tries first. */
export const INJECTIONS = [
  "'; DROP TABLE recipes; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '\u0000',
  '%00',
  '%2e%2e%2f',
  '$where',
  '{"$gt":""}',
  'nlk_00000000000000000000000000000000',
  'rec_',
  'local:',
  'usda:',
  'golden:../',
  '\ud800',
  '\udfff',
  '\u202e',
  '\ufeff',
  '👩‍👩‍👧‍👦',
  'Z̸̢̛͖a̷l̶g̵o̴',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  ' ',
  '',
  'a'.repeat(10_000),
];

/** Numbers at the edges. */
export const ODD_NUMBERS = [
  0,
  -0,
  -1,
  0.1,
  1e-7,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e21,
  1e6,
  1e6 + 1e-9,
  100_000.0001,
  500,
  501,
];

/** Numbers as JSON text that JSON.parse turns into odd values (Infinity, rounding, exponents). */
export const ODD_NUMBER_TEXT = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '1E+2',
  '0.0000000000000000001',
  '-0.0',
  '1e-400',
];

export const hostileString = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(...ODD_NUMBERS),
  fc.double(),
  fc.integer(),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
);

/** Any JSON value, biased toward the hostile leaves above. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber.filter(Number.isFinite),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(hostileString, fc.constantFrom('recipe', 'name', 'ingredients', 'nutrients', '__proto__')),
      tie('value'),
      {
        maxKeys: 5,
      },
    ),
  ),
})).value;

/** A well-formed recipe to splice hostile values into. */
export const validRecipe = () => ({
  name: 'Fuzz bread',
  servingSizeGrams: 50,
  ingredients: [
    {
      name: 'Flour',
      weightGrams: 200,
      nutrients: { energy_kcal: 364, total_fat: 1, protein: 10, total_carbohydrate: 76 },
    },
    {
      name: 'Butter',
      weightGrams: 100,
      nutrients: { energy_kcal: 717, total_fat: 81, saturated_fat: 51, sodium: 643 },
    },
  ],
});

/** Sets `value` at a random path of `target` (creating objects on the way). */
function spliced(target: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const base: Record<string, unknown> =
    target !== null && typeof target === 'object' ? { ...(target as Record<string, unknown>) } : {};
  if (Array.isArray(target)) {
    const copy = [...target];
    const index = Number.parseInt(head, 10);
    copy[Number.isNaN(index) ? 0 : index % (copy.length + 1)] = spliced(copy[index], rest, value);
    return copy;
  }
  Object.defineProperty(base, head, {
    value: spliced(base[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return base;
}

const RECIPE_PATHS = [
  ['name'],
  ['servingSizeGrams'],
  ['servingsPerContainer'],
  ['yieldFactor'],
  ['densityGPerMl'],
  ['form'],
  ['category'],
  ['householdMeasure'],
  ['ingredients'],
  ['ingredients', '0'],
  ['ingredients', '0', 'name'],
  ['ingredients', '0', 'weightGrams'],
  ['ingredients', '0', 'nutrients'],
  ['ingredients', '0', 'nutrients', 'energy_kcal'],
  ['ingredients', '0', 'nutrients', 'protein'],
  ['ingredients', '0', 'nutrients', '__proto__'],
  ['ingredients', '1', 'foodId'],
  ['ingredients', '1', 'amount'],
  ['ingredients', '1', 'unit'],
  ['ingredients', '1', 'allergens'],
  ['ingredients', '1', 'subRecipeId'],
];

/** A valid recipe with one to three fields replaced by hostile values. */
export const mutatedRecipe = fc
  .array(fc.tuple(fc.constantFrom(...RECIPE_PATHS), fc.oneof(hostileJson, hostileNumber)), {
    minLength: 1,
    maxLength: 3,
  })
  .map((edits) =>
    edits.reduce<unknown>((recipe, [path, value]) => spliced(recipe, path, value), validRecipe()),
  );

/** Deeply nested arrays/objects as raw JSON text (up to 100,000 levels). */
export const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 100_000 }), fc.constantFrom('array', 'object', 'recipe'))
  .map(([depth, kind]) => {
    if (kind === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
    if (kind === 'object') return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    return `{"recipe":{"name":"x","servingSizeGrams":1,"ingredients":[${'['.repeat(depth)}${']'.repeat(depth)}]}}`;
  });

/** Broken JSON text. */
export const malformedJson = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '',
    '{',
    '}',
    '[',
    'null',
    'true',
    '"str"',
    '{"recipe":',
    '{"a":1,}',
    "{'a':1}",
    '{"a":NaN}',
    '{"a":Infinity}',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    '{"a":1}{"b":2}',
  ),
  fc.json().map((text) => text.slice(0, Math.max(1, text.length - 1))),
  fc
    .constantFrom(...ODD_NUMBER_TEXT)
    .map(
      (n) =>
        `{"recipe":{"name":"x","servingSizeGrams":${n},"ingredients":[{"name":"a","weightGrams":${n}}]}}`,
    ),
);

/** Any body text: malformed, deep, or serialised hostile JSON. */
export const hostileBodyText = fc.oneof(
  malformedJson,
  deepNesting,
  hostileJson.map((v) => JSON.stringify(v) ?? 'null'),
  mutatedRecipe.map((recipe) => JSON.stringify({ recipe })),
  mutatedRecipe.map((recipe) => JSON.stringify({ name: 'fuzz', recipe })),
  mutatedRecipe.map((recipe) => JSON.stringify(recipe)),
);

/** Content types, mostly JSON. */
export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'multipart/form-data',
      'application/x-www-form-urlencoded',
      '',
    ),
  },
);

/** A header value a client can actually send: visible ASCII and Latin-1, not blank at the ends. */
export const headerValue = fc.oneof(
  fc.constantFrom('', 'key-1', '0', 'a'.repeat(256), '; DROP TABLE', '\u00e9t\u00e9'),
  fc
    .string({
      unit: fc
        .integer({ min: 0x20, max: 0xff })
        .filter((c) => c < 0x7f || c > 0x9f)
        .map((c) => String.fromCharCode(c)),
      maxLength: 300,
    })
    .map((s) => s.trim()),
);

/** Percent-encoding a client could send, lone surrogates included (as their WTF-8 bytes). */
const encode = (s: string) =>
  [...s]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
      return encodeURIComponent(ch);
    })
    .join('');

/** Percent sequences that do not decode. */
const BAD_PERCENT = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%FF', '%00', '%2F..%2F'];

/** A path segment (URL-encoded hostile string, or broken percent-encoding). */
export const hostileSegment = fc.oneof(
  hostileString.map((s) => encode(s || 'x')),
  fc.constantFrom(...BAD_PERCENT),
);

/** A query value (URL-encoded hostile string or number, or broken percent-encoding). */
export const hostileQueryValue = fc.oneof(
  fc.oneof(hostileString, hostileNumber.map(String)).map(encode),
  fc.constantFrom(...BAD_PERCENT),
);
