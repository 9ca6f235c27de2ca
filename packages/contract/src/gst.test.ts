import { describe, expect, it } from 'vitest';
import { billingDetailsRequestSchema } from './billing-details';
import {
  DOCUMENT_NUMBER_MAX,
  documentNumber,
  financialYearLabel,
  financialYearOf,
  GST_STATES,
  gstinCheckCharacter,
  gstinProblem,
  paiseInWords,
  taxMonthOf,
  splitGstInclusive,
} from './gst';

/** GSTINs published with their check characters (the GST portal's example, listed companies'). */
const PUBLISHED = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAACR5055K1Z7', '24AAACC1206D1ZM'];

/** A well-shaped GSTIN for `state` and `pan` whose check character is computed, as a test of shapes. */
const gstinFor = (state: string, pan: string, entity = '1') => {
  const first14 = `${state}${pan}${entity}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

describe('a GSTIN', () => {
  it('takes the published ones, whose check characters the algorithm computes', () => {
    for (const gstin of PUBLISHED) {
      expect(gstinProblem(gstin), gstin).toBeNull();
      expect(gstinCheckCharacter(gstin.slice(0, 14)), gstin).toBe(gstin[14]);
    }
  });

  it('catches every single mistyped character of a valid one by its check character or its shape', () => {
    const valid = PUBLISHED[0]!;
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let index = 0; index < 15; index += 1) {
      for (const other of alphabet) {
        if (other === valid[index]) continue;
        const typo = valid.slice(0, index) + other + valid.slice(index + 1);
        expect(gstinProblem(typo), typo).not.toBeNull();
      }
    }
  });

  it('names why it is refused: length, characters, state code, PAN, entity, Z and check character', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('length');
    expect(gstinProblem('27AAPFU0939F1ZVX')).toBe('length');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('characters');
    expect(gstinProblem(gstinFor('25', 'AAPFU0939F'))).toBe('state-code');
    expect(gstinProblem(gstinFor('00', 'AAPFU0939F'))).toBe('state-code');
    expect(gstinProblem(gstinFor('39', 'AAPFU0939F'))).toBe('state-code');
    expect(gstinProblem(gstinFor('27', 'AAPF10939F'))).toBe('pan');
    expect(gstinProblem(gstinFor('27', 'AAPFU09391'))).toBe('pan');
    expect(gstinProblem(gstinFor('27', 'AAPFU0939F', '0'))).toBe('entity');
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('default-z');
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check-character');
    // Every state the store lists can hold a GSTIN; the 13th character may be a letter too.
    for (const { code } of GST_STATES)
      expect(gstinProblem(gstinFor(code, 'ABCDE1234F', 'A'))).toBeNull();
  });

  it('in billing details must belong to the state given, and is read as typed (spaces, lower case)', () => {
    const details = { legalName: 'Acme Studio LLP', address: '1 Hill Road\nPune', state: '27' };
    expect(
      billingDetailsRequestSchema.parse({ ...details, gstin: ' 27aapfu0939f1zv ' }).gstin,
    ).toBe('27AAPFU0939F1ZV');
    expect(billingDetailsRequestSchema.parse({ ...details, gstin: '' }).gstin).toBeNull();
    expect(billingDetailsRequestSchema.parse(details).gstin).toBeNull();
    const elsewhere = billingDetailsRequestSchema.safeParse({
      ...details,
      state: '29',
      gstin: PUBLISHED[0],
    });
    expect(elsewhere.error?.issues).toEqual([
      expect.objectContaining({
        path: ['gstin'],
        message: expect.stringContaining('registered in 27-Maharashtra, not in 29-Karnataka'),
      }),
    ]);
    const mistyped = billingDetailsRequestSchema.safeParse({
      ...details,
      gstin: '27AAPFU0939F1ZW',
    });
    expect(mistyped.error?.issues[0]).toMatchObject({
      path: ['gstin'],
      message: expect.stringContaining('check character'),
    });
    expect(billingDetailsRequestSchema.safeParse({ ...details, state: '28' }).success).toBe(false);
  });
});

describe('a price that includes GST', () => {
  it('splits into parts that add up exactly, for every pack price from ₹1 to ₹1,00,000 at 5, 12, 18 and 28 %', () => {
    // Half up to the paisa, as the invoice rounds each tax.
    const rounded = (value: number) => Math.floor(value + 0.5);
    /** Whether some taxable value's tax, rounded, brings it to the total exactly. */
    const reachable = (total: number, rate: number, parts: number) => {
      const exact = (total * 100) / (100 + rate);
      for (let taxable = Math.floor(exact) - 2; taxable <= Math.ceil(exact) + 2; taxable += 1) {
        if (taxable + parts * rounded((taxable * rate) / 100 / parts) === total) return true;
      }
      return false;
    };
    for (const rate of [5, 12, 18, 28]) {
      for (let rupees = 1; rupees <= 100_000; rupees += 1) {
        const total = rupees * 100;
        const intra = splitGstInclusive(total, rate, true);
        const inter = splitGstInclusive(total, rate, false);
        if (intra.taxableValue + intra.cgst + intra.sgst + intra.igst !== total)
          throw new Error(
            `₹${rupees} at ${rate}% intra-state does not add up: ${JSON.stringify(intra)}`,
          );
        if (inter.taxableValue + inter.igst !== total || inter.cgst + inter.sgst !== 0)
          throw new Error(
            `₹${rupees} at ${rate}% inter-state does not add up: ${JSON.stringify(inter)}`,
          );
        if (intra.cgst !== intra.sgst || intra.igst !== 0)
          throw new Error(`₹${rupees} at ${rate}%: CGST and SGST differ: ${JSON.stringify(intra)}`);
        // Each tax is its rate of the taxable value to within a paisa and a half (nearly always to
        // the rounding of the paisa itself).
        const exactHalf = (intra.taxableValue * rate) / 200;
        const exactWhole = (inter.taxableValue * rate) / 100;
        if (Math.abs(intra.cgst - exactHalf) > 1.5 || Math.abs(inter.igst - exactWhole) > 1.5)
          throw new Error(
            `₹${rupees} at ${rate}%: a tax is off its rate: ${JSON.stringify({ intra, inter })}`,
          );
        // Where a taxable value exists whose tax rounds to the rest, that is the one taken.
        if (reachable(total, rate, 2) !== (intra.cgst === rounded(exactHalf)))
          throw new Error(`₹${rupees} at ${rate}% intra-state: not the consistent split`);
        if (reachable(total, rate, 1) !== (inter.igst === rounded(exactWhole)))
          throw new Error(`₹${rupees} at ${rate}% inter-state: not the consistent split`);
      }
    }
  });

  it('splits ₹499 at 18 % as an accountant checks it: 42,288 paise taxable, 3,806 each of CGST and SGST', () => {
    expect(splitGstInclusive(49_900, 18, true)).toEqual({
      taxableValue: 42_288,
      cgst: 3806,
      sgst: 3806,
      igst: 0,
    });
    expect(splitGstInclusive(49_900, 18, false)).toEqual({
      taxableValue: 42_288,
      cgst: 0,
      sgst: 0,
      igst: 7612,
    });
    expect(splitGstInclusive(49_900, 0, true)).toEqual({
      taxableValue: 49_900,
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
  });
});

describe('financial years and numbers', () => {
  it('starts the year on 1 April in the store’s zone, not the server’s', () => {
    // 31 March 2027, 23:59:59.999 in Kolkata is 18:29:59.999 UTC; a millisecond later is 1 April there.
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'), 'Asia/Kolkata')).toBe(2026);
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'), 'Asia/Kolkata')).toBe(2027);
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'), 'UTC')).toBe(2026);
    expect(financialYearOf(new Date('2027-01-15T00:00:00Z'), 'UTC')).toBe(2026);
    expect(financialYearLabel(2026)).toBe('26-27');
    expect(financialYearLabel(2099)).toBe('99-00');
  });

  it('puts an instant in the month of the store’s books, not the server’s', () => {
    // 1 December 2026 begins in Kolkata at 18:30 UTC on 30 November.
    expect(taxMonthOf(new Date('2026-11-30T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-11');
    expect(taxMonthOf(new Date('2026-11-30T18:30:00.000Z'), 'Asia/Kolkata')).toBe('2026-12');
    expect(taxMonthOf(new Date('2026-11-30T18:30:00.000Z'), 'UTC')).toBe('2026-11');
    expect(taxMonthOf(new Date('2026-12-31T19:00:00.000Z'), 'Asia/Kolkata')).toBe('2027-01');
  });

  it('writes <prefix>/<year>/<n> within the 16 characters the rule allows', () => {
    expect(documentNumber('FS', 2026, 123)).toBe('FS/26-27/00123');
    expect(documentNumber('FSCN', 2026, 99_999)).toHaveLength(DOCUMENT_NUMBER_MAX);
  });

  it('writes an amount in words the Indian way', () => {
    expect(paiseInWords(49_900)).toBe('Rupees Four Hundred Ninety-Nine Only');
    expect(paiseInWords(1_23_45_678_50)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Fifty Paise Only',
    );
  });
});
