/**
 * Structure/function statements for conventional foods (FD&C Act 403(r)(6); spec §7). FDA sets
 * no numeric threshold; the engine's policy is to propose a statement only when the nutrient
 * is at least a "good source" (≥ 10 % DV per RACC and per labelled serving), and never with a
 * disease word (a disease claim is a health claim or a drug claim, 101.93(g)).
 *
 * @module
 */
import type { Scope, StructureFunctionRule } from './types';

/** The policy trigger: ≥ 10 % DV at every scope (meals / main dishes: per labelled serving). */
export const STRUCTURE_FUNCTION_TRIGGER: {
  readonly minPct: number;
  readonly at: readonly Scope[];
  readonly cite: string;
} = {
  minPct: 10,
  at: ['racc', 'serving'],
  cite: 'Engine policy (spec §7); FD&C Act 403(r)(6)',
};

/** Words no structure/function statement may contain (101.93(g)(2) disease criteria). */
export const STRUCTURE_FUNCTION_DISEASE_WORDS: readonly string[] = [
  'disease',
  'prevent',
  'treat',
  'cure',
  'diagnose',
  'osteoporosis',
  'cancer',
  'anemia',
  'hypertension',
  'blood pressure',
  'cholesterol',
  'heart',
  'diabetes',
  'cold',
  'flu',
  'infection',
  'defect',
];

/** The statement table (spec §7). */
export const STRUCTURE_FUNCTION_RULES: readonly StructureFunctionRule[] = [
  { id: 'sf_calcium', text: 'Calcium helps build and maintain strong bones.', nutrients: ['calcium'] },
  { id: 'sf_vitamin_d', text: 'Vitamin D helps the body absorb calcium.', nutrients: ['vitamin_d'] },
  { id: 'sf_iron', text: 'Iron helps carry oxygen in the blood.', nutrients: ['iron'] },
  {
    id: 'sf_potassium',
    text: 'Potassium supports normal muscle and nerve function.',
    nutrients: ['potassium'],
  },
  { id: 'sf_dietary_fiber', text: 'Fiber supports digestive regularity.', nutrients: ['dietary_fiber'] },
  { id: 'sf_protein', text: 'Protein helps build and repair muscle.', nutrients: ['protein'] },
  { id: 'sf_vitamin_c', text: 'Vitamin C supports normal immune function.', nutrients: ['vitamin_c'] },
  { id: 'sf_vitamin_a', text: 'Vitamin A supports normal vision.', nutrients: ['vitamin_a'] },
  {
    id: 'sf_b_vitamins',
    text: 'B vitamins help the body convert food into energy.',
    nutrients: ['thiamin', 'riboflavin', 'niacin', 'vitamin_b6', 'vitamin_b12', 'biotin', 'pantothenic_acid'],
  },
  { id: 'sf_folate', text: 'Folate supports normal cell growth.', nutrients: ['folate'] },
  { id: 'sf_magnesium', text: 'Magnesium supports normal muscle function.', nutrients: ['magnesium'] },
  { id: 'sf_zinc', text: 'Zinc supports normal immune function.', nutrients: ['zinc'] },
  {
    id: 'sf_vitamin_e',
    text: 'Vitamin E helps protect cells from oxidative damage.',
    nutrients: ['vitamin_e'],
  },
  { id: 'sf_selenium', text: 'Selenium helps protect cells from oxidative damage.', nutrients: ['selenium'] },
  { id: 'sf_choline', text: 'Choline supports normal liver function.', nutrients: ['choline'] },
];

/** Caveat shown with a protein statement (spec §7: "requires protein %DV on label"). */
export const PROTEIN_SF_CAVEAT =
  'The protein structure/function statement requires the protein %DV (PDCAAS-corrected) to be declared ' +
  '(21 CFR 101.9(c)(7)(i)); the trigger here uses uncorrected protein.';
