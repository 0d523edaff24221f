import { describe, expect, it } from 'vitest';
import { movedItem } from './move-item.ts';

describe('movedItem', () => {
  it('moves an item one place up or down in a copy', () => {
    const list = ['a', 'b', 'c'];
    expect(movedItem(list, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedItem(list, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
