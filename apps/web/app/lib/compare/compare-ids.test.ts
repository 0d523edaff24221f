import { describe, expect, it } from 'vitest';
import {
  compareHref,
  parseCompareIds,
  parseStoredCompare,
  replaceSlot,
  toggleCompared,
  type ComparedItem,
} from '#app/lib/compare/compare-ids.ts';

const item = (id: string): ComparedItem => ({ id, name: `Model ${id}`, image: null });

describe('compare ids', () => {
  it('keeps at most three distinct ids from ?ids=', () => {
    expect(parseCompareIds('a,b,a,c,d')).toEqual(['a', 'b', 'c']);
    expect(parseCompareIds(' a , <x> ,b')).toEqual(['a', 'b']);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it('puts a product in a slot and never twice', () => {
    expect(replaceSlot(['a', 'b'], 2, 'c')).toEqual(['a', 'b', 'c']);
    expect(replaceSlot(['a', 'b', 'c'], 0, 'c')).toEqual(['c', 'b']);
    expect(replaceSlot(['a', 'b'], 0, null)).toEqual(['b']);
  });

  it('links the tray to the compare page', () => {
    expect(compareHref(['a', 'b'])).toBe('/compare?ids=a,b');
    expect(compareHref([])).toBe('/compare');
  });
});

describe('compare tray', () => {
  it('adds up to three products, takes one out on a second tap, refuses a fourth', () => {
    let items = [item('a'), item('b')];
    const third = toggleCompared(items, item('c'));
    expect(third.result).toBe('added');
    items = third.items;
    expect(items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    const fourth = toggleCompared(items, item('d'));
    expect(fourth).toEqual({ items, result: 'full' });
    const again = toggleCompared(items, item('b'));
    expect(again.result).toBe('removed');
    expect(again.items.map((i) => i.id)).toEqual(['a', 'c']);
  });

  it('reads only well-formed entries from storage, at most three', () => {
    expect(parseStoredCompare(null)).toEqual([]);
    expect(parseStoredCompare({ id: 'a' })).toEqual([]);
    expect(
      parseStoredCompare([
        { id: 'a', name: 'A', image: '/a.webp' },
        { id: 'a', name: 'A again', image: null },
        { id: '<script>', name: 'X' },
        { id: 'b', name: 42 },
        'c',
        { id: 'c', name: 'C', image: 7 },
        { id: 'd', name: 'D' },
        { id: 'e', name: 'E' },
      ]),
    ).toEqual([
      { id: 'a', name: 'A', image: '/a.webp' },
      { id: 'c', name: 'C', image: null },
      { id: 'd', name: 'D', image: null },
    ]);
  });
});
