import type { LikedTemplate } from '@frameshop/contract';
import { describe, expect, it } from 'vitest';
import { templateSummary } from '../../test/fake-catalogue';
import { orderLiked } from './liked-order';

const liked = (name: string, price: number, likedAt: string, extra = {}): LikedTemplate => ({
  ...templateSummary({ templateId: name, templateName: name, price, ...extra }),
  likedAt,
});

const all = [
  liked('banana', 30, '2025-01-02T00:00:00.000Z', { templateCategory: ['Fruit'] }),
  liked('Apple', 50, '2025-01-03T00:00:00.000Z', { templateDescription: 'Crisp and red' }),
  liked('cherry', 10, '2025-01-01T00:00:00.000Z'),
];
const names = (templates: LikedTemplate[]) => templates.map((t) => t.templateName);

describe('orderLiked', () => {
  it('sorts by when each was liked, newest first', () => {
    expect(names(orderLiked(all, '', 'recent'))).toEqual(['Apple', 'banana', 'cherry']);
  });

  it('sorts by name, whatever the case', () => {
    expect(names(orderLiked(all, '', 'name'))).toEqual(['Apple', 'banana', 'cherry']);
  });

  it('sorts by price both ways', () => {
    expect(names(orderLiked(all, '', 'price-low'))).toEqual(['cherry', 'banana', 'Apple']);
    expect(names(orderLiked(all, '', 'price-high'))).toEqual(['Apple', 'banana', 'cherry']);
  });

  it('searches name, description and categories, trimmed and in any case', () => {
    expect(names(orderLiked(all, '  CHERRY ', 'name'))).toEqual(['cherry']);
    expect(names(orderLiked(all, 'crisp', 'name'))).toEqual(['Apple']);
    expect(names(orderLiked(all, 'fruit', 'name'))).toEqual(['banana']);
    expect(orderLiked(all, 'nothing like it', 'name')).toEqual([]);
  });

  it('leaves the given list as it was', () => {
    const before = names(all);
    orderLiked(all, '', 'price-low');
    expect(names(all)).toEqual(before);
  });
});
