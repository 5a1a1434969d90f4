import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '#web/components/Pager';
import { formatDateTime } from '#web/lib/dates';
import { toast } from '#web/lib/toast';
import { contactInboxQuery, useMarkContactRead } from './api/contact-inbox';

/** The contact form's messages, readable and marked read/unread (counting them alone helps nobody). */
export function ContactInbox() {
  const [filter, setFilter] = useState<'all' | 'unread'>('unread');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const inbox = useQuery(contactInboxQuery(filter, page));
  const mark = useMarkContactRead();
  const data = inbox.data;

  const toggle = (id: number, readAt: string | null) => {
    const opening = open !== id;
    setOpen(opening ? id : null);
    if (opening && !readAt)
      mark.mutate(
        { id, read: true },
        { onError: (error) => toast.error('Failed to update message', { cause: error }) },
      );
  };

  return (
    <section id="contact-inbox" className="card scroll-mt-20 border border-base-300" aria-labelledby="inbox-heading">
      <div className="card-body">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="inbox-heading" className="card-title">
            Contact Messages {data ? <span className="badge badge-primary">{data.unread} unread</span> : null}
          </h2>
          <fieldset className="join" aria-label="Show messages">
            {(['unread', 'all'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={`btn join-item btn-sm ${filter === value ? 'btn-active' : ''}`}
                aria-pressed={filter === value}
                onClick={() => {
                  setFilter(value);
                  setPage(1);
                }}
              >
                {value === 'unread' ? 'Unread' : 'All'}
              </button>
            ))}
          </fieldset>
        </div>
        {inbox.isPending && <div className="skeleton h-16 w-full" aria-hidden="true" />}
        {data?.submissions.length === 0 && (
          <p className="text-base-content/70">{filter === 'unread' ? 'No unread messages.' : 'No messages yet.'}</p>
        )}
        <ul className="divide-y divide-base-300">
          {data?.submissions.map((message) => (
            <li key={message.id} className="py-2">
              <button
                type="button"
                className="flex w-full flex-wrap items-baseline justify-between gap-2 text-left"
                aria-expanded={open === message.id}
                onClick={() => toggle(message.id, message.read_at)}
              >
                <span className={message.read_at ? '' : 'font-semibold'}>
                  {message.subject || '(no subject)'} — {message.name} &lt;{message.email}&gt;
                </span>
                <span className="text-sm text-base-content/60">{formatDateTime(message.created_at)}</span>
              </button>
              {open === message.id && (
                <div className="mt-2 rounded-box bg-base-200 p-3">
                  <p className="whitespace-pre-wrap">{message.message}</p>
                  <div className="mt-2 flex gap-2">
                    <a className="btn btn-sm" href={`mailto:${message.email}`}>
                      Reply by email
                    </a>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      onClick={() => mark.mutate({ id: message.id, read: !message.read_at })}
                    >
                      Mark as {message.read_at ? 'unread' : 'read'}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
        <Pager page={page} of={data} onPage={setPage} />
      </div>
    </section>
  );
}
