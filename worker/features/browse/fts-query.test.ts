import { describe, expect, it } from 'vitest';
import { hasIndexedPrefixesOnly, toFtsQuery } from './fts-query';

describe('toFtsQuery', () => {
  it('prefix-matches every word and folds case and accents', () => {
    expect(toFtsQuery('Yog')).toBe('"yog"*');
    expect(toFtsQuery('  Café  CRÈME ')).toBe('"cafe"* "creme"*');
  });

  it('neutralises punctuation and FTS operators', () => {
    expect(toFtsQuery('"yoga" OR (pilates) NEAR/2 -x*')).toBe('"yoga"* "or"* "pilates"* "near"* "2"* "x"*');
    expect(toFtsQuery("O'Brien")).toBe('"o"* "brien"*');
  });

  it('returns null when nothing searchable is left', () => {
    expect(toFtsQuery(undefined)).toBeNull();
    expect(toFtsQuery('   ')).toBeNull();
    expect(toFtsQuery('!!! ---')).toBeNull();
  });

  it('caps the number of terms', () => {
    expect(toFtsQuery('a b c d e f g h i j')?.split(' ')).toHaveLength(8);
  });
});

describe('hasIndexedPrefixesOnly', () => {
  it('holds when every word is 2 to 8 characters long, counted as characters after folding', () => {
    expect(hasIndexedPrefixesOnly('coach')).toBe(true);
    expect(hasIndexedPrefixesOnly('Life coaching')).toBe(true);
    expect(hasIndexedPrefixesOnly('Écriture')).toBe(true);
  });

  it('fails for any word without its own prefix index: 1 character, or more than 8', () => {
    expect(hasIndexedPrefixesOnly('a coach')).toBe(false);
    expect(hasIndexedPrefixesOnly('coach marketing')).toBe(false);
    expect(hasIndexedPrefixesOnly('!!!')).toBe(false);
  });
});
