import { describe, expect, it } from 'vitest';
import { serviceInputSchema, updateProfileSchema, updateServiceSchema } from './manage-profile';

describe('manage-profile schemas (shared with the web forms)', () => {
  it('gives a new service the SPEC 9 defaults', () => {
    expect(serviceInputSchema.parse({ title: ' Session ' })).toEqual({
      title: 'Session',
      description: null,
      category: 'health_wellness',
      price: 0,
      currency: 'USD',
      duration_minutes: 60,
      bookable: false,
    });
  });

  it('normalises the profile form as the worker stores it', () => {
    const parsed = updateProfileSchema.parse({
      version: 3,
      full_name: 'Ana',
      headline: '',
      instagram_url: '@ana',
      whatsapp_number: '+44 20 7946 0958',
    });
    expect(parsed).toMatchObject({
      headline: 'Professional Trainer',
      bio: null,
      instagram_url: 'https://instagram.com/ana',
      website_url: null,
      whatsapp_number: '442079460958',
    });
  });

  it('names the field of a dangerous link', () => {
    const result = updateProfileSchema.safeParse({ version: 1, full_name: 'Ana', website_url: 'javascript:alert(1)' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['website_url']);
  });

  it.each<[string, string]>([
    ['+1 (555) 010-9999 ext', '15550109999'],
    ['tel: 555.010.9999', '5550109999'],
    ['123456789012345', '123456789012345'],
  ])('strips the WhatsApp number %j to its digits (SPEC 5)', (typed, stored) => {
    expect(updateProfileSchema.parse({ version: 1, full_name: 'Ana', whatsapp_number: typed }).whatsapp_number).toBe(
      stored,
    );
  });

  it.each<[string, string]>([
    ['call me', 'WhatsApp number must contain digits, like +1 555 010 9999'],
    ['123456', 'WhatsApp number must have 7 to 15 digits'],
    ['+1234567890123456', 'WhatsApp number must have 7 to 15 digits'],
  ])('refuses the WhatsApp number %j', (typed, message) => {
    const result = updateProfileSchema.safeParse({ version: 1, full_name: 'Ana', whatsapp_number: typed });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['whatsapp_number', message]]);
  });

  it('needs the loaded version to edit a service', () => {
    expect(updateServiceSchema.parse({ title: 'Session', version: 2 })).toMatchObject({ title: 'Session', version: 2 });
    expect(updateServiceSchema.safeParse({ title: 'Session' }).error?.issues.map((i) => i.path.join('.'))).toEqual([
      'version',
    ]);
  });
});
