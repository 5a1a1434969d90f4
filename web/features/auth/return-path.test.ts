import { describe, expect, it } from 'vitest';
import { returnPathFrom } from '#web/features/auth/return-path';
import { signInPath } from '#web/lib/sign-in-path';

const from = (next: string | null) => returnPathFrom(new URLSearchParams(next === null ? '' : { next }));

describe('the path back after signing in', () => {
  it('round-trips a path of this site with its query', () => {
    const auth = new URL(signInPath('/trainer/ana?message=1'), 'https://x.example');
    expect(auth.pathname).toBe('/auth');
    expect(returnPathFrom(auth.searchParams)).toBe('/trainer/ana?message=1');
  });

  it('goes to the dashboard without one, or for another site, a scheme, a protocol-relative or backslashed path, or /auth itself', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      ' /trainers',
      '/auth?next=/x',
      'trainers',
    ]) {
      expect(from(next), String(next)).toBe('/dashboard');
    }
  });

  it('keeps an ordinary path', () => {
    expect(from('/messages/12')).toBe('/messages/12');
  });
});
