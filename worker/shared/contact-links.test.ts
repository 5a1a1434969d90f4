import { describe, expect, it } from 'vitest';
import { contactLink, contactUrl, whatsappBookingUrl, whatsappDigits } from './contact-links';

describe('contact links (SPEC 5)', () => {
  it('uses full URLs as they are', () => {
    expect(contactUrl('instagram', 'https://instagram.com/ana.yoga')).toBe('https://instagram.com/ana.yoga');
    expect(contactUrl('website', 'http://ana.example')).toBe('http://ana.example');
  });

  it('turns handles into platform URLs', () => {
    expect(contactUrl('instagram', '@ana.yoga')).toBe('https://instagram.com/ana.yoga');
    expect(contactUrl('tiktok', 'anayoga')).toBe('https://www.tiktok.com/@anayoga');
    expect(contactUrl('snapchat', ' anayoga ')).toBe('https://www.snapchat.com/add/anayoga');
    expect(contactUrl('website', 'ana.example')).toBe('https://ana.example');
  });

  it('strips WhatsApp numbers to digits', () => {
    expect(whatsappDigits('+1 (555) 010-2030')).toBe('15550102030');
    expect(contactUrl('whatsapp', '+1 555 010 2030')).toBe('https://wa.me/15550102030');
  });

  it('returns null for empty values', () => {
    expect(contactUrl('instagram', '')).toBeNull();
    expect(contactUrl('whatsapp', ' - ')).toBeNull();
    expect(contactUrl('tiktok', null)).toBeNull();
  });

  it('builds the Book Now WhatsApp link prefilled with the service title', () => {
    const url = whatsappBookingUrl('+1 555 010 2030', 'Private Yoga Session');
    expect(url).toBe(
      `https://wa.me/15550102030?text=${encodeURIComponent('Hi! I\'m interested in booking your "Private Yoga Session" service.')}`,
    );
    expect(whatsappBookingUrl(null, 'x')).toBeNull();
  });

  it('never turns a non-http(s) value into a link', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://a.example',
    ]) {
      expect(contactUrl('website', value)).toBeNull();
      expect(contactUrl('instagram', value)).toBeNull();
    }
  });

  it('explains why a value is not a usable link', () => {
    expect(contactLink('website', 'javascript:alert(1)')).toEqual({ ok: false, reason: 'scheme' });
    expect(contactLink('website', 'https://localhost')).toEqual({ ok: false, reason: 'invalid' });
    expect(contactLink('instagram', 'https://evil.example/x')).toEqual({ ok: false, reason: 'host' });
    expect(contactLink('instagram', 'https://instagram.com.evil.example/x')).toEqual({ ok: false, reason: 'host' });
    expect(contactLink('tiktok', 'two words')).toEqual({ ok: false, reason: 'handle' });
    expect(contactLink('tiktok', 'https://m.tiktok.com/@x')).toEqual({ ok: true, url: 'https://m.tiktok.com/@x' });
    expect(contactLink('snapchat', 'snapchat.com/add/x')).toEqual({ ok: true, url: 'https://snapchat.com/add/x' });
  });
});
