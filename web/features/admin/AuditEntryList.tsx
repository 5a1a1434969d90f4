import type { AuditEntry } from '#shared/api/admin';
import { formatDateTime } from '../../lib/dates';
import { describeAuditEntry } from './describe-audit-entry';

/** Audit entries as a person reads them: what changed, who did it, when. */
export function AuditEntryList({ entries, className = '' }: { entries: AuditEntry[]; className?: string }) {
  return (
    <ol className={`flex flex-col gap-2 ${className}`}>
      {entries.map((entry) => (
        <li key={entry.id} className="text-sm">
          <span className="font-medium">{describeAuditEntry(entry)}</span>
          <span className="block text-base-content/60">
            {entry.actor_email} · {formatDateTime(entry.created_at)}
          </span>
        </li>
      ))}
    </ol>
  );
}
