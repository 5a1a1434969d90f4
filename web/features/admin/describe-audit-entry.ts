import type { AuditEntry } from '#shared/api/admin';

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

const LABELS: Record<string, string> = {
  email_verified: 'email verification',
  identity_verified: 'identity verification',
  is_featured: 'featured',
};

/** One line a person reads in Recent Activity or a history: what changed, on what. */
export function describeAuditEntry(entry: AuditEntry): string {
  const target = `${entry.target_type} ${entry.target_id}`;
  const { before, after } = entry.summary;
  switch (entry.action) {
    case 'trainer.status':
      return `Trainer ${entry.target_id}: ${String(field(before, 'status'))} → ${String(field(after, 'status'))}`;
    case 'trainer.note':
      return `Note on trainer ${entry.target_id}: “${String(field(after, 'note'))}”`;
    case 'user.ban':
      return `Banned ${String(field(after, 'email') ?? target)}: ${String(field(after, 'reason'))}`;
    case 'user.unban':
      return `Unbanned user ${entry.target_id}`;
    case 'contact.read':
    case 'contact.unread':
      return `Marked message ${entry.target_id} as ${entry.action === 'contact.read' ? 'read' : 'unread'}`;
    default: {
      const [kind, detail] = entry.action.split('.');
      if (kind === 'trainer' && detail && detail in LABELS) {
        return `Trainer ${entry.target_id}: ${LABELS[detail]} ${field(after, detail) ? 'on' : 'off'}`;
      }
      if (kind === 'setting') {
        const enabled = field(after, 'enabled');
        return `${detail === 'maintenance_mode' ? 'Maintenance mode' : 'Announcement'} ${enabled ? 'on' : 'off'}`;
      }
      return `${entry.action} on ${target}`;
    }
  }
}
