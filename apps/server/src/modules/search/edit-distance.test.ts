import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from './edit-distance';

describe('editDistance', () => {
  it('counts a swap of two neighbouring letters as one slip', () => {
    expect(editDistance('brithday', 'birthday', 2)).toBe(1);
    expect(editDistance('hosue', 'house', 2)).toBe(1);
  });

  it('counts missing, extra and wrong letters one each', () => {
    expect(editDistance('countdwn', 'countdown', 2)).toBe(1);
    expect(editDistance('weddding', 'wedding', 2)).toBe(1);
    expect(editDistance('wedding', 'wedling', 2)).toBe(1);
    expect(editDistance('invitaton', 'invitation', 2)).toBe(1);
    expect(editDistance('anniversery', 'anniversary', 2)).toBe(1);
    expect(editDistance('aniversery', 'anniversary', 2)).toBe(2);
  });

  it('stops at max + 1 for words further apart', () => {
    expect(editDistance('wedding', 'birthday', 2)).toBe(3);
    expect(editDistance('logo', 'logo reveal', 2)).toBe(3);
    expect(editDistance('same', 'same', 0)).toBe(0);
  });
});

describe('allowedEdits', () => {
  it('allows none under 5 letters, one from 5, two from 9', () => {
    expect([1, 4, 5, 8, 9, 14].map(allowedEdits)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
