import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditSubject } from '#shared/api/admin';
import { auditLineText, describeAuditEntry } from './describe-audit-entry';

const NOBODY: AuditSubject = { name: null, email: null, trainer_name: null, trainer_slug: null };

const entry = (
  action: string,
  summary: AuditEntry['summary'],
  targetType: AuditEntry['target_type'] = 'trainer',
  subject: Partial<AuditSubject> = {},
) =>
  ({
    id: 1,
    actor_email: 'admin@example.com',
    action,
    target_type: targetType,
    target_id: '42',
    summary,
    subject: { ...NOBODY, ...subject },
    created_at: '2026-11-22T09:00:00.000Z',
  }) satisfies AuditEntry;

const jane = { name: 'Jane Doe', email: 'jane@example.com' };
const said = (e: AuditEntry) => auditLineText(describeAuditEntry(e));

describe('describeAuditEntry', () => {
  it('says what was done to whom, in words, never an id or an action code', () => {
    const approved = entry(
      'trainer.status',
      { before: { status: 'pending' }, after: { status: 'approved' } },
      'trainer',
      jane,
    );
    expect(said(approved)).toBe('approved Jane Doe');
    expect(describeAuditEntry(approved).href).toBe('/admin/trainers?search=jane%40example.com');
    expect(
      said(entry('trainer.status', { before: { status: 'approved' }, after: { status: 'pending' } }, 'trainer', jane)),
    ).toBe('moved Jane Doe back to pending');
    expect(
      said(
        entry('trainer.is_featured', { before: { is_featured: false }, after: { is_featured: true } }, 'trainer', jane),
      ),
    ).toBe('featured Jane Doe');
    expect(said(entry('trainer.note', { before: null, after: { note: 'Checked' } }, 'trainer', jane))).toBe(
      'added a note on Jane Doe: “Checked”',
    );
    const banned = entry(
      'user.ban',
      { before: { banned: false }, after: { banned: true, reason: 'Spam', email: 'x@y.z' } },
      'user',
      { name: 'Sam Lee', email: 'x@y.z' },
    );
    expect(said(banned)).toBe('banned Sam Lee: Spam');
    expect(describeAuditEntry(banned).href).toBe('/admin/users?search=x%40y.z');
    expect(said(entry('user.unban', { before: null, after: null }, 'user', { name: 'Sam Lee' }))).toBe(
      'unbanned Sam Lee',
    );
    expect(
      said(entry('setting.maintenance_mode', { before: { enabled: false }, after: { enabled: true } }, 'setting')),
    ).toBe('switched maintenance mode on');
    const review = entry(
      'review.remove',
      { before: { title: 'Bad', trainer: 'jane-doe' }, after: { review: 'deleted' } },
      'review',
    );
    expect(said(review)).toBe('removed the reported review Bad of jane-doe');
    expect(describeAuditEntry(review).href).toBeNull();
    const kept = entry('review.approve', { before: { title: 'Fine' }, after: null }, 'review', {
      name: 'Fine',
      trainer_name: 'Jane Doe',
      trainer_slug: 'jane-doe',
    });
    expect(said(kept)).toBe('kept the reported review Fine of Jane Doe');
    expect(describeAuditEntry(kept).href).toBe('/trainer/jane-doe');
    const post = entry('blog_post.update', { before: null, after: null }, 'blog_post', { name: 'Spring tips' });
    expect(said(post)).toBe('edited the post Spring tips');
    expect(describeAuditEntry(post).href).toBe('/admin/content?tab=blog&edit=42');
  });

  it('still reads sensibly once the subject is gone: the name the entry kept, else what it was', () => {
    const deletedPost = entry('blog_post.delete', { before: { title: 'Old news' }, after: null }, 'blog_post');
    expect(said(deletedPost)).toBe('deleted the post Old news');
    expect(describeAuditEntry(deletedPost).href).toBeNull();
    expect(said(entry('trainer.status', { before: null, after: { status: 'rejected' } }))).toBe(
      'rejected a deleted trainer profile',
    );
  });
});
