import { describe, expect, it } from 'vitest';
import { serviceInputSchema, updateProfileSchema } from './manage-profile';

describe('manage-profile schemas (shared with the web forms)', () => {
  it('gives a new service the SPEC 9 defaults', () => {
    expect(serviceInputSchema.parse({ title: ' Session ' })).toEqual({
      title: 'Session',
      description: null,
      category: 'health_wellness',
      price: 0,
      currency: 'USD',
      duration_minutes: 60,
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
});
