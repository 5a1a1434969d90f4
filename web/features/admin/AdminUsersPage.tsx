import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_USER_FILTERS, type AdminUserFilter, type AdminUserRow, type UserRole } from '#shared/api/admin';
import { AdminTable } from '#web/components/admin/AdminTable';
import { Pager } from '#web/components/Pager';
import { usePageMeta } from '#web/components/usePageMeta';
import { formatDay } from '#web/lib/dates';
import { useSession } from '#web/lib/session/use-session';
import { toast } from '#web/lib/toast';
import { ADMIN_TOASTS } from './admin-toasts';
import { adminUsersQuery, useUnbanUser } from './api/admin-users';
import { BanDialog } from './BanDialog';
import { HistoryDialog } from './HistoryDialog';
import { useListParams } from './use-list-params';

const FILTER_LABELS: Record<AdminUserFilter | 'all', string> = {
  all: 'All',
  user: 'Users',
  trainer: 'Trainers',
  admin: 'Admins',
  banned: 'Banned',
};

const ROLE_BADGES: Record<UserRole, { label: string; className: string }> = {
  user: { label: 'User', className: 'badge-ghost' },
  trainer: { label: 'Trainer', className: 'badge-outline' },
  admin: { label: 'Admin', className: 'badge-info' },
};

/**
 * /admin/users (SPEC 2): search by name or email, narrow to a role or the banned (the filter and
 * the search live in the URL; paging keeps them), ban with a reason, unban.
 */
export function AdminUsersPage() {
  usePageMeta('User management');
  const session = useSession();
  const me = session.status === 'signedIn' ? session.session.user.id : null;
  const params = useListParams('filter', ADMIN_USER_FILTERS);
  const list = useQuery(adminUsersQuery(params.apiParams));
  const unban = useUnbanUser();
  const [banning, setBanning] = useState<AdminUserRow | null>(null);
  const [historyFor, setHistoryFor] = useState<AdminUserRow | null>(null);
  const data = list.data;

  const onUnban = (user: AdminUserRow) =>
    unban.mutate(user.id, {
      onSuccess: () => toast.success(ADMIN_TOASTS.unbanned),
      onError: (error) => toast.error(ADMIN_TOASTS.unbanFailed, { cause: error }),
    });

  return (
    <div className="flex flex-col gap-4">
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Search users</span>
        <input
          type="search"
          className="input input-bordered w-full"
          placeholder="Name or email"
          value={params.searchText}
          onChange={(event) => params.setSearchText(event.target.value)}
        />
      </label>
      <nav aria-label="Show users" className="flex flex-wrap gap-2">
        {(['all', ...ADMIN_USER_FILTERS] as const).map((option) => {
          const current = (params.filter ?? 'all') === option;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={current}
              className={`btn btn-sm ${current ? 'btn-primary' : 'btn-outline'}`}
              onClick={() => params.update({ filter: option === 'all' ? undefined : option, page: 1 })}
            >
              {FILTER_LABELS[option]}
              <span className="badge badge-sm">{data ? data.counts[option] : '–'}</span>
            </button>
          );
        })}
      </nav>
      <AdminTable
        columns={['Name', 'Role', 'Email', 'Joined', 'Status']}
        actions="Actions"
        rows={data?.users}
        query={list}
        loading="Loading users"
        empty="No users match this search."
      >
        {(user) => (
          <tr key={user.id}>
            <td data-label="Name" className="font-medium">
              {user.full_name}
            </td>
            <td data-label="Role">
              <span className={`badge badge-sm ${ROLE_BADGES[user.role].className}`}>
                {ROLE_BADGES[user.role].label}
              </span>
            </td>
            <td data-label="Email">{user.email}</td>
            <td data-label="Joined" className="whitespace-nowrap">
              {formatDay(user.created_at)}
            </td>
            <td data-label="Status">
              {user.is_banned ? (
                <span className="badge badge-error" title={user.ban_reason ?? undefined}>
                  Banned
                </span>
              ) : (
                <span className="badge badge-success">Active</span>
              )}
            </td>
            <td>
              <div className="flex gap-1">
                {user.is_banned ? (
                  <button
                    type="button"
                    className="btn btn-xs"
                    aria-label={`Unban ${user.full_name}`}
                    disabled={unban.isPending}
                    onClick={() => onUnban(user)}
                  >
                    Unban
                  </button>
                ) : (
                  !user.is_admin &&
                  user.id !== me && (
                    <button
                      type="button"
                      className="btn btn-error btn-xs"
                      aria-label={`Ban ${user.full_name}`}
                      onClick={() => setBanning(user)}
                    >
                      Ban
                    </button>
                  )
                )}
                <button
                  type="button"
                  className="btn btn-ghost btn-xs"
                  aria-label={`History of ${user.full_name}`}
                  onClick={() => setHistoryFor(user)}
                >
                  History
                </button>
              </div>
            </td>
          </tr>
        )}
      </AdminTable>
      <Pager page={params.page} of={data} onPage={(page) => params.update({ page })} />
      {banning && <BanDialog user={banning} onClose={() => setBanning(null)} />}
      {historyFor && (
        <HistoryDialog
          title={`History of ${historyFor.full_name}`}
          targetType="user"
          targetId={historyFor.id}
          onClose={() => setHistoryFor(null)}
        />
      )}
    </div>
  );
}
