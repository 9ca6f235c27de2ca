import { describe, expect, it } from 'vitest';
import { jsonNestingDepth, measureJson, nestsDeeperThan } from './json-depth';

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

describe('measureJson', () => {
  it("counts the largest object's members and every item", () => {
    expect(measureJson('[]').shape).toEqual({ depth: 1, members: 0, values: 0 });
    expect(measureJson('{ }').shape).toEqual({ depth: 1, members: 0, values: 0 });
    expect(measureJson('[ 1, 2 ,3]').shape).toEqual({ depth: 1, members: 0, values: 3 });
    expect(measureJson('{"a":{"b":[1,2,3]},"c":"x,y,{"}').shape).toEqual({
      depth: 3,
      members: 2,
      values: 6,
    });
  });

  it('stops at the first limit passed, without reading the rest', () => {
    const keys = `{${Array.from({ length: 600_000 }, (_, i) => `"k${i}":"x"`).join(',')}}`;
    expect(measureJson(keys, { members: 1000 })).toMatchObject({
      excess: 'members',
      shape: { members: 1001 },
    });
    expect(measureJson(`[${'[1],'.repeat(50_000)}1]`, { values: 10_000 }).excess).toBe('values');
    expect(measureJson('['.repeat(100_000), { depth: 32 })).toMatchObject({
      excess: 'depth',
      shape: { depth: 33 },
    });
    expect(
      measureJson('{"a":[1,2,3]}', { depth: 2, members: 1, values: 4 }).excess,
    ).toBeUndefined();
  });

  it('skips strings with escaped quotes and backslashes whole', () => {
    expect(measureJson('["a\\"],[", "b\\\\", ["c"]]').shape).toEqual({
      depth: 2,
      members: 0,
      values: 4,
    });
  });
});

describe('nestsDeeperThan', () => {
  it('measures values nested far deeper than a stack would go, and stops at the first', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = level % 2 ? [deep] : { a: deep };
    expect(nestsDeeperThan(deep, 32)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: 'x' }], c: null }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 'x' }], c: null }, 2)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });
});
