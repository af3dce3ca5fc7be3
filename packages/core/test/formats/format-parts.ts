/**
 * What every label format must have, checked part by part: the parity test runs it over the
 * registry (and over the toy format of the tests).
 *
 * @module
 */
import { ALLERGEN_KEYS } from '../../src/allergens/allergen-keys';
import { NUTRIENTS } from '../../src/nutrients/catalog';
import type { Regulation } from '../../src/regulations/regulation';

const FUNCTIONS = [
  'layout',
  'declare',
  'display',
  'percent',
  'servingSize',
  'servingsPerContainer',
  'claims',
] as const satisfies readonly (keyof Regulation)[];

/**
 * The parts a format lacks or gets wrong, in words ([] when it is whole).
 *
 * @param id - the key it is registered under
 */
export function formatProblems(id: string, format: Regulation): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${id}: ${what}`);
  };
  need(format.id === id, `registered as ${id} but its id is ${format.id}`);
  need(format.name.trim() !== '', 'a display name');
  need(format.title.trim() !== '', 'a title');
  need(/^\d{4}-\d{2}-\d{2}$/.test(format.ruleset), 'a ruleset date (yyyy-mm-dd)');
  for (const alias of format.aliases)
    need(alias === alias.trim().toLowerCase(), `alias "${alias}" in lower case`);
  need(format.basis.length > 0, 'at least one column (basis)');
  need(format.rows.length > 0, 'rows');
  const keys = format.rows.map((r) => r.key);
  need(new Set(keys).size === keys.length, 'each row once');
  for (const key of keys) need(key in NUTRIENTS, `row ${key} in the nutrient catalog`);
  for (const name of FUNCTIONS) need(typeof format[name] === 'function', `a ${name} function`);
  need(
    (format.explainValue === undefined) === (format.explainPercent === undefined),
    'both explain functions or none',
  );
  const profile = format.allergens;
  need(profile.order.length > 0, 'an allergen profile that declares something');
  need(new Set(profile.order).size === profile.order.length, 'each allergen once in the profile order');
  for (const key of profile.order) {
    need(ALLERGEN_KEYS.includes(key), `allergen ${key} known to the lexicon`);
    need(profile.rules[key] !== undefined, `a rule for allergen ${key}`);
  }
  for (const key of Object.keys(profile.rules))
    need(profile.order.includes(key as never), `${key} in the profile order`);
  if (profile.alt) {
    for (const key of profile.order)
      need(profile.rules[key]?.[profile.alt] !== undefined, `the ${profile.alt} name of ${key}`);
  }
  return problems;
}
