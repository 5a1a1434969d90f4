import { Link } from 'react-router';
import type { AuditEntry } from '#shared/api/admin';
import { formatDateTime } from '#web/lib/dates';
import { describeAuditEntry } from './describe-audit-entry';

/** Audit entries as a person reads them: who did what to whom (linked), and when. */
export function AuditEntryList({ entries, className = '' }: { entries: AuditEntry[]; className?: string }) {
  return (
    <ol className={`flex flex-col gap-2 ${className}`}>
      {entries.map((entry) => {
        const line = describeAuditEntry(entry);
        return (
          <li key={entry.id} className="text-sm" data-testid="audit-entry">
            <span className="font-medium">
              {line.action}{' '}
              {line.subject &&
                (line.href ? (
                  <Link to={line.href} className="link link-primary">
                    {line.subject}
                  </Link>
                ) : (
                  line.subject
                ))}
              {line.detail}
            </span>
            <span className="block text-base-content/70">
              {entry.actor_email} · {formatDateTime(entry.created_at)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
