import { describe, expect, it } from 'vitest';
import { jsonNestingDepth } from './json-depth';

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not the brackets inside strings', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"width":1,"layers":[{"box":{"x":1}}]}')).toBe(4);
    expect(jsonNestingDepth('{"name":"[[[{{{\\"[[["}')).toBe(1);
  });

  it('measures text nested far deeper than a stack would go, in one pass', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(jsonNestingDepth(deep)).toBe(100_000);
    expect(jsonNestingDepth(`{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`)).toBe(5001);
  });
});
