import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '#shared/api/admin';
import { describeAuditEntry } from './describe-audit-entry';

const entry = (action: string, summary: AuditEntry['summary'], targetType: AuditEntry['target_type'] = 'trainer') =>
  ({
    id: 1,
    actor_email: 'admin@example.com',
    action,
    target_type: targetType,
    target_id: '42',
    summary,
    created_at: '2026-11-22T09:00:00.000Z',
  }) satisfies AuditEntry;

describe('describeAuditEntry', () => {
  it('says what changed on what, in words', () => {
    expect(
      describeAuditEntry(entry('trainer.status', { before: { status: 'pending' }, after: { status: 'approved' } })),
    ).toBe('Trainer 42: pending → approved');
    expect(
      describeAuditEntry(
        entry('trainer.is_featured', { before: { is_featured: false }, after: { is_featured: true } }),
      ),
    ).toBe('Trainer 42: featured on');
    expect(
      describeAuditEntry(
        entry(
          'user.ban',
          { before: { banned: false }, after: { banned: true, reason: 'Spam', email: 'x@y.z' } },
          'user',
        ),
      ),
    ).toBe('Banned x@y.z: Spam');
    expect(
      describeAuditEntry(
        entry('setting.maintenance_mode', { before: { enabled: false }, after: { enabled: true } }, 'setting'),
      ),
    ).toBe('Maintenance mode on');
  });

  it('falls back to the raw action for kinds it does not know', () => {
    expect(describeAuditEntry(entry('blog_post.delete', { before: null, after: null }, 'blog_post'))).toBe(
      'blog_post.delete on blog_post 42',
    );
  });
});
