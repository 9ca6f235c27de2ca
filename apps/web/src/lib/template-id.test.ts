import { templateIdSchema } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { isTemplateId, normalizeTemplateId } from './template-id';

describe('normalizeTemplateId', () => {
  it.each([
    ['123-template', '123'],
    ['123', '123'],
    [' 42-template ', '42'],
    ['7-template-template', '7-template'],
    ['template', 'template'],
    [undefined, ''],
  ])('%j → %j', (param, expected) => {
    expect(normalizeTemplateId(param)).toBe(expected);
  });
});

describe('isTemplateId', () => {
  it('accepts digit strings only', () => {
    expect(isTemplateId('123')).toBe(true);
    expect(isTemplateId('foo')).toBe(false);
    expect(isTemplateId('12a')).toBe(false);
    expect(isTemplateId('')).toBe(false);
    expect(isTemplateId('123-template')).toBe(false);
  });

  it.each(['1', '123456789012345678', '1234567890123456789', '0x1', '-1'])(
    'judges %j as the server does',
    (value) => {
      expect(isTemplateId(value)).toBe(templateIdSchema.safeParse(value).success);
    },
  );
});
