import { describe, expect, it } from 'vitest';
import { usualReplyText } from './reply-time';

describe('usualReplyText', () => {
  it('names the hours, one hour in the singular', () => {
    expect(usualReplyText(1)).toBe('Usually replies within 1 hour');
    expect(usualReplyText(2)).toBe('Usually replies within 2 hours');
    expect(usualReplyText(24)).toBe('Usually replies within 24 hours');
  });

  it('says nothing without a figure', () => {
    expect(usualReplyText(null)).toBeNull();
  });
});
