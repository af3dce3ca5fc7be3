import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGULATION_IDS } from '../regulations';
import { ENGINE_VERSION, provenance, RULESETS } from './provenance';

describe('provenance', () => {
  it('names the version of the core package', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(ENGINE_VERSION).toBe(pkg.version);
  });

  it('dates the ruleset of every regulation', () => {
    for (const id of REGULATION_IDS) expect(RULESETS[id]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('carries the recipe id and version where there is one', () => {
    expect(provenance()).toEqual({ engine: ENGINE_VERSION, rulesets: RULESETS });
    expect(provenance({ recipeId: 'rec_1', recipeVersion: 2 })).toMatchObject({
      recipeId: 'rec_1',
      recipeVersion: 2,
    });
  });
});
