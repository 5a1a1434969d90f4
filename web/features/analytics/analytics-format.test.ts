import { describe, expect, it } from 'vitest';
import {
  barHeights,
  compareToMedian,
  dayLabel,
  formatChange,
  formatRate,
  formatRateChange,
  formatReplyRate,
  formatReplyTime,
  monthLabel,
} from './analytics-format';

describe('analytics formatting', () => {
  it('names UTC months and days the same in every time zone', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2026-01')).toBe('January 2026');
    expect(dayLabel('2026-03-01')).toBe('Mar 1');
  });

  it('shows rates as percentages and no views as a dash', () => {
    expect(formatRate(0.125)).toBe('12.5%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(null)).toBe('–');
  });

  it('describes the change against the previous month', () => {
    expect(formatChange({ current: 15, previous: 12, change: 3, change_percent: 25 })).toBe('+3 (+25%)');
    expect(formatChange({ current: 3, previous: 6, change: -3, change_percent: -50 })).toBe('−3 (−50%)');
    expect(formatChange({ current: 4, previous: 0, change: 4, change_percent: null })).toBe('+4 (new)');
    expect(formatChange({ current: 5, previous: 5, change: 0, change_percent: 0 })).toBe('No change');
  });

  it('compares the rate with the category median', () => {
    expect(compareToMedian(0.2, 0.1)).toBe('above the median');
    expect(compareToMedian(0.05, 0.1)).toBe('below the median');
    expect(compareToMedian(0.101, 0.1)).toBe('about the median');
    expect(compareToMedian(0, 0)).toBe('at the median');
    expect(compareToMedian(null, 0.1)).toBeNull();
    expect(compareToMedian(0.1, null)).toBeNull();
  });

  it('scales bars to the busiest day and keeps small days visible', () => {
    expect(barHeights([0, 5, 10, 100])).toEqual([0, 5, 10, 100]);
    expect(barHeights([1, 200])).toEqual([4, 100]);
    expect(barHeights([0, 0])).toEqual([0, 0]);
    expect(barHeights([])).toEqual([]);
  });
});

describe('formatRateChange', () => {
  it('gives the change of a rate in percentage points, like the other cards give theirs', () => {
    expect(formatRateChange(0.125, 0.11)).toBe('+1.5 pp');
    expect(formatRateChange(0.1, 0.108)).toBe('−0.8 pp');
    expect(formatRateChange(0.2, 0.2)).toBe('No change');
    expect(formatRateChange(0.0004, 0)).toBe('No change');
    expect(formatRateChange(0.1, null)).toBe('–');
    expect(formatRateChange(null, 0.1)).toBe('–');
  });
});

describe('enquiry figures', () => {
  it('gives the reply rate in whole percent, and a dash without enquiries', () => {
    expect(formatReplyRate(0.75)).toBe('75%');
    expect(formatReplyRate(2 / 3)).toBe('67%');
    expect(formatReplyRate(0)).toBe('0%');
    expect(formatReplyRate(1)).toBe('100%');
    expect(formatReplyRate(null)).toBe('–');
  });

  it('gives the median first reply in the largest units that read well, and a dash without replies', () => {
    expect(formatReplyTime(0)).toBe('< 1 min');
    expect(formatReplyTime(1)).toBe('1 min');
    expect(formatReplyTime(59)).toBe('59 min');
    expect(formatReplyTime(60)).toBe('1 h');
    expect(formatReplyTime(90)).toBe('1 h 30 min');
    expect(formatReplyTime(23 * 60 + 59)).toBe('23 h 59 min');
    expect(formatReplyTime(24 * 60)).toBe('1 d');
    expect(formatReplyTime(2 * 24 * 60 + 5 * 60 + 40)).toBe('2 d 5 h');
    expect(formatReplyTime(null)).toBe('–');
  });
});
