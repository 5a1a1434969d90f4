import type { AuditEntry, AuditTargetType } from '#shared/api/admin';

/** One audit entry as a sentence ("banned Sam Lee: spam"); `subject` null when the action has none. */
export interface AuditLine {
  action: string;
  subject: string | null;
  /** The subject's admin view (or a review's public profile); null once the subject is gone. */
  href: string | null;
  detail: string;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

const GONE: Record<AuditTargetType, string> = {
  trainer: 'a deleted trainer profile',
  user: 'a deleted account',
  review: 'a deleted review',
  blog_post: 'a deleted post',
  faq: 'a deleted FAQ',
  testimonial: 'a deleted testimonial',
  contact_submission: 'a deleted message',
  setting: 'a setting',
};

/** As it is now, else as the entry's summary kept it (a deleted post's title). */
function subjectName(entry: AuditEntry): string {
  const { before, after } = entry.summary;
  const kept = ['full_name', 'title', 'question', 'client_name', 'name', 'email']
    .map((key) => text(field(before, key)) ?? text(field(after, key)))
    .find(Boolean);
  return text(entry.subject.name) ?? kept ?? GONE[entry.target_type];
}

function hrefOf(entry: AuditEntry): string | null {
  const { subject } = entry;
  const exists = subject.name !== null;
  switch (entry.target_type) {
    case 'trainer':
      return exists ? `/admin/trainers?search=${encodeURIComponent(subject.email ?? subject.name ?? '')}` : null;
    case 'user':
      return exists ? `/admin/users?search=${encodeURIComponent(subject.email ?? subject.name ?? '')}` : null;
    case 'review':
      return exists && subject.trainer_slug ? `/trainer/${subject.trainer_slug}` : null;
    case 'blog_post':
      return exists ? `/admin/content?tab=blog&edit=${entry.target_id}` : null;
    case 'faq':
      return exists ? '/admin/content?tab=faqs' : null;
    case 'testimonial':
      return exists ? '/admin/content?tab=testimonials' : null;
    case 'contact_submission':
      return exists ? '/admin#contact-inbox' : null;
    case 'setting':
      return '/admin/settings';
  }
}

const onOff = (value: unknown) => (value ? 'on' : 'off');

const VERIFICATION: Record<string, [on: string, off: string]> = {
  email_verified: ['verified the email of', 'withdrew the email verification of'],
  identity_verified: ['verified the identity of', 'withdrew the identity verification of'],
  is_featured: ['featured', 'stopped featuring'],
};

const CONTENT_KINDS: Partial<Record<AuditTargetType, string>> = {
  blog_post: 'the post',
  faq: 'the FAQ',
  testimonial: 'the testimonial from',
};
const CONTENT_VERBS: Record<string, string> = {
  create: 'created',
  update: 'edited',
  delete: 'deleted',
  move: 'reordered',
};

export function describeAuditEntry(entry: AuditEntry): AuditLine {
  const { after } = entry.summary;
  const subject = subjectName(entry);
  const line = (action: string, detail = ''): AuditLine => ({ action, subject, href: hrefOf(entry), detail });
  const [, detail = ''] = entry.action.split('.');

  switch (entry.action) {
    case 'trainer.status': {
      const status = String(field(after, 'status'));
      if (status === 'approved') return line('approved');
      if (status === 'rejected') return line('rejected');
      return line('moved', ` back to ${status}`);
    }
    case 'trainer.note':
      return line('added a note on', `: “${String(field(after, 'note'))}”`);
    case 'user.ban':
      return line('banned', text(field(after, 'reason')) ? `: ${String(field(after, 'reason'))}` : '');
    case 'user.unban':
      return line('unbanned');
    case 'contact.read':
      return line('read the message from');
    case 'contact.unread':
      return line('marked as unread the message from');
    case 'review.approve':
      return line('kept the reported review', reviewOf(entry));
    case 'review.remove':
      return line('removed the reported review', reviewOf(entry));
  }
  if (entry.target_type === 'trainer' && detail in VERIFICATION) {
    const [on, off] = VERIFICATION[detail] ?? ['changed', 'changed'];
    return line(field(after, detail) ? on : off);
  }
  if (entry.target_type === 'setting') {
    const name = detail === 'maintenance_mode' ? 'maintenance mode' : 'the announcement';
    return {
      action: `switched ${name} ${onOff(field(after, 'enabled'))}`,
      subject: null,
      href: hrefOf(entry),
      detail: '',
    };
  }
  const kind = CONTENT_KINDS[entry.target_type];
  if (kind) return line(`${CONTENT_VERBS[detail] ?? 'changed'} ${kind}`);
  return line(`changed the ${entry.target_type.replace('_', ' ')}`);
}

/** " of Jane Doe", the reviewed trainer (as now, else the slug the entry kept). */
function reviewOf(entry: AuditEntry): string {
  const trainer = text(entry.subject.trainer_name) ?? text(field(entry.summary.before, 'trainer'));
  return trainer ? ` of ${trainer}` : '';
}

/** The line as one string (for tests and for screen readers' summaries). */
export function auditLineText(line: AuditLine): string {
  return [line.action, line.subject].filter(Boolean).join(' ') + line.detail;
}
