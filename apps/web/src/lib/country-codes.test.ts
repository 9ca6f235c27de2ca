import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@frameshop/contract';
import {
  countryCodeOf,
  DEFAULT_COUNTRY_CODE,
  joinPhoneNumber,
  splitPhoneNumber,
} from './country-codes';

describe('country codes', () => {
  it('offers 35 distinct codes with +1 first and as the default', () => {
    expect(COUNTRY_CODES).toHaveLength(35);
    expect(new Set(COUNTRY_CODES.map((entry) => entry.code)).size).toBe(35);
    expect(COUNTRY_CODES[0]?.code).toBe('+1');
    expect(DEFAULT_COUNTRY_CODE).toBe('+1');
  });

  it('joins a code and a number the way the API reads them', () => {
    expect(joinPhoneNumber('+44', ' 7700 900123 ')).toBe('+44 7700 900123');
  });

  it('takes a number typed with its own country code as typed, and records the code it starts with', () => {
    expect(joinPhoneNumber('+1', ' +880 1712 345678 ')).toBe('+880 1712 345678');
    expect(countryCodeOf('+1', '+44 7700 900123')).toBe('+44');
    expect(countryCodeOf('+44', '7700 900123')).toBe('+44');
    // A code the list lacks leaves the chosen one.
    expect(countryCodeOf('+1', '+880 1712 345678')).toBe('+1');
  });

  it('splits a stored number by its recorded code', () => {
    expect(splitPhoneNumber('+447700900123', '+44')).toEqual({
      countryCode: '+44',
      number: '7700900123',
    });
  });

  it('finds the longest matching code when none was recorded', () => {
    expect(splitPhoneNumber('+353861234567', '')).toEqual({
      countryCode: '+353',
      number: '861234567',
    });
  });

  it('keeps an empty number empty under the default code', () => {
    expect(splitPhoneNumber('', '')).toEqual({ countryCode: '+1', number: '' });
  });
});
