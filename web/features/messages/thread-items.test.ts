import { describe, expect, it } from 'vitest';
import { dayLabel, type ThreadItem, withDaySeparators } from './thread-items';

type Message = { id: number; created_at: string };
const at = (created_at: string, id: number): Message => ({ id, created_at });
const labels = (items: ThreadItem<Message>[]) =>
  items.map((item) => (item.kind === 'day' ? `— ${item.label}` : item.message.id));

describe('day separators', () => {
  const now = new Date('2026-11-27T15:00:00Z');

  it('puts one before the first message of each day: Today, Yesterday, the weekday this year, the date before', () => {
    const messages = [
      at('2025-12-31T10:00:00Z', 1),
      at('2026-11-20T09:00:00Z', 2),
      at('2026-11-20T18:00:00Z', 3),
      at('2026-11-26T23:59:00Z', 4),
      at('2026-11-27T00:01:00Z', 5),
      at('2026-11-27T14:00:00Z', 6),
    ];
    expect(labels(withDaySeparators(messages, 'UTC', now))).toEqual([
      '— December 31, 2025',
      1,
      '— Friday, November 20',
      2,
      3,
      '— Yesterday',
      4,
      '— Today',
      5,
      6,
    ]);
  });

  it('finds the day in the given zone, not by 24-hour spans', () => {
    // Yesterday is the calendar day before, also across a month boundary and minutes after midnight.
    expect(dayLabel('2026-11-26T23:30:00Z', 'UTC', now)).toBe('Yesterday');
    expect(dayLabel('2026-02-28T08:00:00Z', 'UTC', new Date('2026-03-01T00:30:00Z'))).toBe('Yesterday');
    expect(dayLabel('2026-11-27T00:00:00Z', 'UTC', new Date('2026-11-27T23:59:59Z'))).toBe('Today');
  });

  it('has nothing to separate in an empty thread', () => {
    expect(withDaySeparators([], 'UTC', now)).toEqual([]);
  });
});
