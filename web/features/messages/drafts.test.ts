import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  EMPTY_DRAFT,
  enquiryDraftKey,
  readDraft,
  readyToSend,
  threadDraftKey,
  withBody,
  writeDraft,
} from './drafts';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('message drafts', () => {
  it('are kept in the tab’s sessionStorage, per trainer and per user’s thread', () => {
    writeDraft(enquiryDraftKey(7), { body: 'Hello', clientId: null, serviceId: 3 });
    writeDraft(threadDraftKey('u1', 5), { body: 'Reply', clientId: 'c-1', serviceId: null });
    expect(readDraft(enquiryDraftKey(7))).toEqual({ body: 'Hello', clientId: null, serviceId: 3 });
    expect(readDraft(threadDraftKey('u1', 5)).body).toBe('Reply');
    expect(readDraft(threadDraftKey('u2', 5))).toEqual(EMPTY_DRAFT);
    expect(readDraft(enquiryDraftKey(8))).toEqual(EMPTY_DRAFT);
    clearDraft(enquiryDraftKey(7));
    expect(readDraft(enquiryDraftKey(7))).toEqual(EMPTY_DRAFT);
  });

  it('an empty draft leaves nothing behind; something unreadable reads as empty', () => {
    writeDraft(enquiryDraftKey(1), { body: 'x', clientId: null, serviceId: null });
    writeDraft(enquiryDraftKey(1), EMPTY_DRAFT);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('message-draft:enquiry:2', '{not json');
    sessionStorage.setItem('message-draft:enquiry:3', JSON.stringify({ body: 5 }));
    expect(readDraft(enquiryDraftKey(2))).toEqual(EMPTY_DRAFT);
    expect(readDraft(enquiryDraftKey(3))).toEqual(EMPTY_DRAFT);
  });

  it('a storage that refuses loses nothing but the copy', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft(enquiryDraftKey(1), { body: 'x', clientId: null, serviceId: null })).not.toThrow();
  });

  it('one client id per message: made on the first send, kept for its retries, new once the text changes', () => {
    const makeId = vi.fn(() => `id-${makeId.mock.calls.length}`);
    const first = readyToSend(withBody(EMPTY_DRAFT, 'Hi'), makeId);
    expect(first.clientId).toBe('id-1');
    // A retry (the send failed, or a second click) sends the same text with the same id.
    expect(readyToSend(withBody(first, 'Hi'), makeId).clientId).toBe('id-1');
    expect(makeId).toHaveBeenCalledTimes(1);
    // Edited: another message.
    const edited = withBody(first, 'Hi there');
    expect(edited.clientId).toBeNull();
    expect(readyToSend(edited, makeId).clientId).toBe('id-2');
  });

  it('makes UUIDs by default', () => {
    expect(readyToSend(EMPTY_DRAFT).clientId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
