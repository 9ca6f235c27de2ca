import { describe, expect, it } from 'vitest';
import { isHonouredByteRange } from './byte-range';

describe('isHonouredByteRange', () => {
  it.each(['bytes=0-99', 'bytes=500-', 'bytes=-10', 'bytes=7-7', 'bytes=1000-1100'])(
    'honours %s',
    (header) => expect(isHonouredByteRange(header)).toBe(true),
  );

  it.each([
    'bytes=-1-5',
    'bytes=0x10-0x20',
    'bytes=1.5-2',
    'bytes=1e2-',
    'bytes=+1-5',
    'bytes= 0-5',
    'bytes=0 -5',
    'bytes=0-5 ,',
    'bytes=0-5,10-20',
    'bytes=0-5, 10-20',
    'bytes=5-3',
    'bytes=-',
    'bytes=',
    'bytes',
    'items=0-5',
    'bytes=\u00000-5',
    'bytes=99999999999999999999-',
  ])('ignores %j', (header) => expect(isHonouredByteRange(header)).toBe(false));
});
