import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRoundingRule, lessThan, nearest, type RoundingRule, zero } from '../../rounding/rounding-rule';
import { CHINA_PERCENT, CHINA_ROUNDING, CHINA_SERVING_ROUNDING } from '../china/rounding-rules';
import { CompiledRounding, roundCompiled, roundedValue } from './compiled-rounding';

const STEPS = [0.01, 0.1, 0.5, 1, 5, 10] as const;

/** Rules of every shape: plain nearest, zero tier + nearest, and shapes that must be applied as written. */
const rules: fc.Arbitrary<RoundingRule> = fc.oneof(
  fc.constantFrom(...STEPS).map((step) => ({ tiers: [], otherwise: nearest(step), cite: 'plain' })),
  fc
    .tuple(fc.constantFrom(...STEPS), fc.double({ min: 0, max: 20, noNaN: true }), fc.boolean())
    .map(([step, below, orEqual]) => ({
      tiers: [{ below, orEqual, outcome: zero }],
      otherwise: nearest(step),
      cite: 'zero tier',
    })),
  fc.constantFrom(...STEPS).map((step) => ({
    tiers: [
      { below: 0.5, outcome: zero },
      { below: 1, outcome: lessThan(1) },
    ],
    otherwise: nearest(step, [step / 10]),
    cite: 'general',
  })),
);

describe('CompiledRounding', () => {
  it('rounds every rule exactly as applyRoundingRule does', () => {
    fc.assert(
      fc.property(rules, fc.double({ min: 0, max: 5000, noNaN: true }), (rule, amount) => {
        const compiled = new CompiledRounding(rule);
        expect(roundCompiled(compiled, amount)).toEqual(applyRoundingRule(amount, rule));
        expect(roundedValue(compiled, amount)).toBe(applyRoundingRule(amount, rule).value);
      }),
    );
  });

  it('rounds directly only the plain shapes (an exclusive zero tier is applied as written)', () => {
    expect(new CompiledRounding(CHINA_PERCENT).direct).toBe(true);
    expect(new CompiledRounding(CHINA_ROUNDING.protein!).direct).toBe(true);
    expect(new CompiledRounding(CHINA_SERVING_ROUNDING.protein!).direct).toBe(true);
    const exclusive = { tiers: [{ below: 0.5, outcome: zero }], otherwise: nearest(0.1), cite: '' };
    expect(new CompiledRounding(exclusive).direct).toBe(false);
    expect(roundCompiled(new CompiledRounding(exclusive), 0.5)).toEqual({ value: 0.5, lessThan: false });
  });
});
