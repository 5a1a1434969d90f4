import { beforeEach, describe, expect, it } from 'vitest';
import {
  type BookingDraft,
  changedDraft,
  clearBookingDraft,
  EMPTY_BOOKING_DRAFT,
  readBookingDraft,
  readyToSend,
  writeBookingDraft,
} from './booking-draft';

const chosen: BookingDraft = {
  serviceId: 9,
  start: '2026-03-09T14:00:00.000Z',
  timeZone: 'America/New_York',
  note: 'Hello',
  idempotencyKey: null,
};

beforeEach(() => sessionStorage.clear());

describe('booking drafts', () => {
  it('keeps one key per choice: made at the first send, repeated on a retry, dropped when anything changes', () => {
    let keys = 0;
    const makeKey = () => `key-${++keys}`;
    const first = readyToSend(chosen, makeKey);
    expect(first.idempotencyKey).toBe('key-1');
    expect(readyToSend(first, makeKey).idempotencyKey).toBe('key-1');
    expect(changedDraft(first, { note: 'Hello' })).toBe(first);
    for (const change of [
      { note: 'Hello again' },
      { start: '2026-03-09T15:00:00.000Z' },
      { serviceId: 10 },
      { timeZone: 'Europe/London' },
    ]) {
      const next = changedDraft(first, change);
      expect(next.idempotencyKey).toBeNull();
      expect(readyToSend(next, makeKey).idempotencyKey).not.toBe('key-1');
    }
  });

  it('is kept per trainer in the tab, and anything malformed reads as empty', () => {
    writeBookingDraft(
      7,
      readyToSend(chosen, () => 'key-1'),
    );
    expect(readBookingDraft(7)).toEqual({ ...chosen, idempotencyKey: 'key-1' });
    expect(readBookingDraft(8)).toEqual(EMPTY_BOOKING_DRAFT);
    clearBookingDraft(7);
    expect(readBookingDraft(7)).toEqual(EMPTY_BOOKING_DRAFT);

    for (const stored of ['not json', '{"serviceId":"9"}', JSON.stringify({ ...chosen, start: 'tomorrow' }), 'null']) {
      sessionStorage.setItem('booking-draft:7', stored);
      expect(readBookingDraft(7)).toEqual(EMPTY_BOOKING_DRAFT);
    }
  });
});
