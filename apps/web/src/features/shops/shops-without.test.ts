import { describe, expect, it } from 'vitest';
import { shopsWithout } from './shops-without';

describe('shopsWithout', () => {
  it('keeps the shops that no record names, in their order', () => {
    const shops = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(shopsWithout(shops, [{ shopId: 'b' }])).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(shopsWithout(shops, [])).toEqual(shops);
    expect(shopsWithout(shops, [{ shopId: 'a' }, { shopId: 'b' }, { shopId: 'c' }])).toEqual([]);
  });
});
