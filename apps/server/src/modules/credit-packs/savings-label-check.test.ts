import { CREDIT_PACKS } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { savingsLabelWarnings, type PricedPack } from './savings-label-check';

const pack = (
  id: string,
  credits: number,
  priceInr: number,
  savingsLabel: string | null = null,
  active = true,
): PricedPack => ({ id, credits, priceInr, savingsLabel, active });

/** ₹1 a credit at the base; the others are priced to save what their labels say, or not. */
const warningsOf = (...packs: PricedPack[]) => Object.fromEntries(savingsLabelWarnings(packs));

describe('savings labels measured against the smallest pack', () => {
  it('leaves labels alone that the prices bear out, within 5 points', () => {
    expect(
      warningsOf(
        pack('base', 100, 100),
        pack('a', 500, 400, '20% savings'),
        pack('b', 1000, 720, 'Save 30%'),
        pack('c', 2500, 1500, '36% off'),
        pack('d', 5000, 2500, 'Best value'),
      ),
    ).toEqual({});
  });

  it('flags a claimed percentage more than 5 points from the real saving', () => {
    expect(warningsOf(pack('base', 100, 100), pack('a', 500, 485, '20% savings'))).toEqual({
      a: ['The label says 20% savings; at these prices it saves 3%.'],
    });
    expect(warningsOf(pack('base', 100, 100), pack('a', 1000, 400, '20% savings'))).toEqual({
      a: ['The label says 20% savings; at these prices it saves 60%.'],
    });
  });

  it('flags savings claimed by a pack as dear as the base per credit, or dearer', () => {
    expect(
      warningsOf(
        pack('base', 100, 100),
        pack('same', 500, 500, '10% savings'),
        pack('dearer', 1000, 1200, 'Save more'),
      ),
    ).toEqual({
      same: [
        'The label says 10% savings; at these prices it saves nothing: ₹1.00 a credit against ₹1.00 in the 100-credit pack.',
      ],
      dearer: [
        'The label says Save more; at these prices it saves nothing: ₹1.20 a credit against ₹1.00 in the 100-credit pack.',
      ],
    });
  });

  it('flags the spec’s own packs: beside ₹1 for 100 credits no other pack saves anything', () => {
    const warnings = savingsLabelWarnings(CREDIT_PACKS.map((each) => ({ ...each, active: true })));
    expect([...warnings.keys()]).toEqual(['pack-500', 'pack-1000', 'pack-2500']);
    expect(warnings.get('pack-500')).toEqual([
      'The label says 20% savings; at these prices it saves nothing: ₹0.80 a credit against ₹0.01 in the 100-credit pack.',
    ]);
  });

  it('measures against the smallest pack on sale, and flags savings claimed by the base itself', () => {
    expect(
      warningsOf(
        pack('off-sale', 50, 1, null, false),
        pack('base', 100, 100, '5% savings'),
        pack('a', 500, 400, '20% savings'),
        pack('b', 1000, 1000, '10% savings', false),
      ),
    ).toEqual({
      base: [
        'The label says 5% savings; this is the smallest pack, the rate the others’ savings are measured against, so it saves nothing.',
      ],
      b: [
        'The label says 10% savings; at these prices it saves nothing: ₹1.00 a credit against ₹1.00 in the 100-credit pack.',
      ],
    });
  });

  it('has nothing to say about no packs', () => {
    expect(warningsOf()).toEqual({});
  });
});
