import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, formatFromPrice, formatPrice, formatRating, starFills } from './format';

describe('format helpers', () => {
  it('formats prices with a dollar sign', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(45)).toBe('$45');
    expect(formatPrice(45.5)).toBe('$45.50');
    expect(formatPrice(1200)).toBe('$1,200');
  });

  it('shows ratings with one decimal', () => {
    expect(formatRating(4.4567)).toBe('4.5');
    expect(formatRating(5)).toBe('5.0');
  });

  it('fills stars in halves', () => {
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(3.74)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(3.76)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(4.9)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(9)).toEqual([1, 1, 1, 1, 1]);
  });

  it('formats durations', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
  });

  it('says what the lowest price buys, and only the price when that is not known', () => {
    expect(formatFromPrice(50, 60)).toBe('From $50 / 1 h');
    expect(formatFromPrice(0, 20)).toBe('From $0 / 20 min');
    expect(formatFromPrice(45, null)).toBe('From $45');
    // A listing cached before the length was part of a card.
    expect(formatFromPrice(45, undefined)).toBe('From $45');
  });

  it('formats counts with comma thousands separators, whatever the locale', () => {
    expect([0, 7, 999, 1000, 12_345, 1_000_000].map(formatCount)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '12,345',
      '1,000,000',
    ]);
  });
});
