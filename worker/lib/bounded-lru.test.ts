import { describe, expect, it } from 'vitest';
import { BoundedLru } from './bounded-lru';

const lru = (maxEntries: number, maxSize: number) => new BoundedLru<string>({ maxEntries, maxSize }, (v) => v.length);

describe('BoundedLru', () => {
  it('evicts the least recently used entry past the entry count', () => {
    const memo = lru(2, 100);
    memo.set('a', 'A');
    memo.set('b', 'B');
    expect(memo.get('a')).toBe('A'); // a is now the most recently used
    memo.set('c', 'C');
    expect(memo.peek('b')).toBeUndefined();
    expect(memo.peek('a')).toBe('A');
    expect(memo.peek('c')).toBe('C');
    expect(memo.count).toBe(2);
  });

  it('evicts past the size budget and keeps the size exact on replace', () => {
    const memo = lru(10, 10);
    memo.set('a', 'aaaa');
    memo.set('b', 'bbbb');
    memo.set('a', 'aa'); // replaced: 2 + 4
    expect(memo.size).toBe(6);
    memo.set('c', 'cccccc'); // 12 > 10: the least recently used (b) goes
    expect(memo.peek('b')).toBeUndefined();
    expect(memo.size).toBe(8);
  });

  it('does not take a value larger than the whole budget (and keeps the other keys)', () => {
    const memo = lru(10, 5);
    memo.set('a', 'aa');
    memo.set('huge', 'xxxxxx');
    expect(memo.peek('huge')).toBeUndefined();
    expect(memo.peek('a')).toBe('aa');
  });

  it('a value too large for a key drops the value the key had', () => {
    const memo = lru(10, 5);
    memo.set('a', 'aa');
    memo.set('a', 'xxxxxx');
    expect(memo.peek('a')).toBeUndefined();
    expect(memo.size).toBe(0);
  });

  it('peek does not count as a use', () => {
    const memo = lru(2, 100);
    memo.set('a', 'A');
    memo.set('b', 'B');
    memo.peek('a');
    memo.set('c', 'C');
    expect(memo.peek('a')).toBeUndefined();
  });

  it('clear empties it', () => {
    const memo = lru(2, 100);
    memo.set('a', 'A');
    memo.clear();
    expect(memo.count).toBe(0);
    expect(memo.size).toBe(0);
    expect(memo.get('a')).toBeUndefined();
  });
});
