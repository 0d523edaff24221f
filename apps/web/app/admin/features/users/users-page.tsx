import { formatIndiaTime } from '@propwash/domain/india-time';
import type { AdminUser, CreateUserBody, UpdateUserBody } from '@propwash/domain/accounts/schemas';
import type { AdminEraseBody } from '@propwash/domain/privacy/my-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, Eraser, ShieldCheck, UserPlus, UserRound, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog, type Confirmation } from '#app/admin/ui/confirm-dialog.tsx';
import { SearchListFilters } from '#app/admin/ui/filter-bar.tsx';
import { actionsColumn, ListTable, pageQueryProps } from '#app/admin/ui/list-table.tsx';
import { PageHeader, AddButton } from '#app/admin/ui/page-header.tsx';
import {
  RowActions,
  type RowAction,
  editAction,
  changeLogAction,
  deleteAction,
} from '#app/admin/ui/row-actions.tsx';
import { pageFrom, useUrlFilters } from '#app/admin/ui/url-filters.ts';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';
import { Badge } from '#app/ui/badge.tsx';

import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/users-page';
import { EraseUserDialog } from './erase-user-dialog.tsx';
import { UserFormDialog } from './user-form-dialog.tsx';
import {
  createUser,
  deleteUser,
  eraseUser,
  setUserRole,
  setUserStatus,
  updateUser,
  usersKeys,
  usersQueryOptions,
  type UserFilters,
} from './users.queries.ts';
import { type DataColumn } from '#app/admin/ui/data-table.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Users | Propwash Admin' }];

function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return (
    <Badge variant={role === 'admin' ? 'brand' : 'neutral'}>
      {role === 'admin' ? 'Admin' : 'Customer'}
    </Badge>
  );
}

function StatusBadge({ status }: { status: AdminUser['status'] }) {
  return (
    <Badge variant={status === 'active' ? 'success' : status === 'erased' ? 'neutral' : 'danger'}>
      {statusLabels[status]}
    </Badge>
  );
}

/** The desktop table's columns; `meId` marks the signed-in admin, `actions` a row's buttons. */
function userColumns(
  meId: string | undefined,
  actions: (u: AdminUser, compact: boolean) => ReactNode,
): DataColumn<AdminUser>[] {
  return [
    {
      id: 'ID',
      header: 'ID',
      className: 'px-4 py-3 font-mono text-xs text-slate-500',
      cell: (u) => u.id.slice(-6),
    },
    {
      id: 'Name',
      header: 'Name',
      className: 'px-4 py-3 font-medium whitespace-nowrap text-slate-900',
      cell: (u) => (
        <>
          {u.name}
          {u.id === meId && <span className="ml-1 text-xs font-normal text-slate-500">(you)</span>}
        </>
      ),
    },
    {
      id: 'Email',
      header: 'Email',
      // Narrow enough that the row's six actions fit beside it at 1280 px; the full address is
      // in the title.
      className: 'max-w-40 truncate px-4 py-3 text-slate-700',
      cell: (u) => <span title={u.email}>{u.email}</span>,
    },
    { id: 'Role', header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
    { id: 'Status', header: 'Status', cell: (u) => <StatusBadge status={u.status} /> },
    {
      id: 'Joined',
      header: 'Joined',
      className: 'px-4 py-3 whitespace-nowrap text-slate-600 tabular-nums',
      cell: (u) => formatIndiaTime(u.createdAt, 'date'),
    },
    actionsColumn((u) => actions(u, true)),
  ];
}

const roleLabels: Record<UserFilters['role'], string> = {
  '': 'All roles',
  user: 'Customers',
  admin: 'Admins',
};
const statusLabels: Record<UserFilters['status'], string> = {
  '': 'Any status',
  active: 'Active',
  banned: 'Banned',
  erased: 'Erased',
};

function filtersFrom(params: URLSearchParams): UserFilters {
  const role = params.get('role');
  const status = params.get('status');
  return {
    page: pageFrom(params),
    search: params.get('search') ?? '',
    role: role === 'user' || role === 'admin' ? role : '',
    status: status === 'active' || status === 'banned' || status === 'erased' ? status : '',
  };
}

export default function UsersPage() {
  const [filters, setFilter] = useUrlFilters(filtersFrom);
  const users = useQuery(usersQueryOptions(filters));
  const me = useStoredUser();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminUser | null | 'new'>(null);
  const [erasing, setErasing] = useState<AdminUser | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });

  function act(run: () => Promise<unknown>, success: string, after?: () => void) {
    change.mutate(run, {
      onSuccess: () => {
        toast.success(success);
        after?.();
      },
      onError: (error) => toast.error(error.message),
    });
  }

  /** The dialog's save: resolves when done, rejects (after the toast) so the dialog shows why. */
  function save(body: CreateUserBody | UpdateUserBody) {
    const adding = editing === 'new';
    const run = adding
      ? () => createUser(body as CreateUserBody)
      : () => updateUser((editing as AdminUser).id, body as UpdateUserBody);
    return change.mutateAsync(run, {
      onSuccess: () => {
        toast.success(adding ? 'User created!' : 'User updated!');
        setEditing(null);
      },
      onError: (error) => toast.error(error.message),
    });
  }

  /** The erase dialog's submit: like save, the server's refusal (an open order) shows in it. */
  function erase(body: AdminEraseBody) {
    const user = erasing!;
    return change.mutateAsync(() => eraseUser(user.id, body), {
      onSuccess: () => {
        toast.success('Personal data erased');
        setErasing(null);
      },
    });
  }

  function confirm(c: Omit<Confirmation, 'run'>, run: () => Promise<unknown>, success: string) {
    setConfirmation({ ...c, run: () => act(run, success, () => setConfirmation(null)) });
  }

  const askRole = (u: AdminUser) => {
    const role = u.role === 'admin' ? 'user' : 'admin';
    confirm(
      {
        title: role === 'admin' ? `Make ${u.name} an admin?` : `Make ${u.name} a customer?`,
        description:
          role === 'admin'
            ? 'Admins can change products, orders, prices and other users. They are signed out now and sign in again with the new role.'
            : 'They lose access to the admin at once and are signed out.',
        confirmLabel: role === 'admin' ? 'Make admin' : 'Make customer',
      },
      () => setUserRole(u.id, role),
      'Role updated!',
    );
  };
  const askBan = (u: AdminUser) => {
    const banning = u.status === 'active';
    confirm(
      {
        title: banning ? `Ban ${u.name}?` : `Lift the ban on ${u.name}?`,
        description: banning
          ? 'They are signed out everywhere at once and cannot sign in until the ban is lifted. Their orders are not changed.'
          : 'They can sign in again.',
        confirmLabel: banning ? 'Ban user' : 'Lift ban',
        destructive: banning,
      },
      () => setUserStatus(u.id, banning ? 'banned' : 'active'),
      banning ? 'User banned' : 'Ban lifted',
    );
  };
  const askDelete = (u: AdminUser) =>
    confirm(
      {
        title: `Delete ${u.name}?`,
        description:
          'The account, saved addresses, cart, wishlist and reviews are removed for good. Their orders stay in Orders (invoices must be kept) without a link to the account.',
        confirmLabel: 'Delete user',
        destructive: true,
      },
      () => deleteUser(u.id),
      'User deleted!',
    );

  const data = users.data;
  const navigate = useNavigate();
  /** Labelled buttons on phones; icon buttons with the same names in the table. */
  const rowActions = (u: AdminUser, compact: boolean) => {
    const self = u.id === me?.id;
    const notOnSelf = self ? 'Not on your own account' : undefined;
    const erased = u.status === 'erased';
    const wasErased = erased ? 'This account was erased' : undefined;
    const actions: RowAction[] = [
      { ...editAction(u.name, () => setEditing(u)), disabled: erased, title: wasErased },
      {
        label: u.role === 'admin' ? 'Make customer' : 'Make admin',
        name: u.role === 'admin' ? `Make ${u.name} a customer` : `Make ${u.name} an admin`,
        icon: u.role === 'admin' ? UserRound : ShieldCheck,
        run: () => askRole(u),
        disabled: self || erased,
        title: notOnSelf ?? wasErased,
      },
      {
        label: u.status === 'active' ? 'Ban' : 'Unban',
        name: u.status === 'active' ? `Ban ${u.name}` : `Lift the ban on ${u.name}`,
        icon: Ban,
        run: () => askBan(u),
        disabled: self || erased,
        title: notOnSelf ?? wasErased,
      },
      {
        label: 'Erase personal data',
        name: `Erase the personal data of ${u.name}`,
        icon: Eraser,
        run: () => setErasing(u),
        danger: true,
        disabled: u.role === 'admin' || erased,
        title:
          u.role === 'admin'
            ? 'Admin accounts cannot be erased: make it a customer first'
            : (wasErased ?? `Erase the personal data of ${u.name}`),
      },
      changeLogAction(u.name, () => navigate(paths.admin.audit({ kind: 'user', recordId: u.id }))),
      deleteAction(u.name, () => askDelete(u), { disabled: self, title: notOnSelf }),
    ];
    return <RowActions actions={actions} compact={compact} />;
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="User management"
        actions={<AddButton label="Add user" icon={UserPlus} onClick={() => setEditing('new')} />}
      >
        {data ? `${data.total} ${data.total === 1 ? 'user' : 'users'}` : 'Loading users…'}
      </PageHeader>

      <SearchListFilters
        search={{
          label: 'Search users by name, email or phone',
          placeholder: 'Search name, email or phone',
        }}
        selects={[
          { key: 'role', label: 'Role', options: ['', 'user', 'admin'], labels: roleLabels },
          {
            key: 'status',
            label: 'Status',
            options: ['', 'active', 'banned', 'erased'],
            labels: statusLabels,
          },
        ]}
        filters={filters}
        setFilter={setFilter}
      />

      <ListTable
        {...pageQueryProps(users, (d) => d.users, 'User pages', setFilter)}
        errorTitle="Failed to load users"
        emptyIcon={Users}
        emptyTitle="No users found"
        emptyText="Try another search or filter."
        caption="Users, newest first"
        tableClassName="min-w-[48rem]"
        columns={userColumns(me?.id, rowActions)}
        rowKey={(u) => u.id}
        card={(u) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{u.name}</p>
                <p className="truncate text-sm text-slate-600">{u.email}</p>
                <p className="text-xs text-slate-500">
                  #{u.id.slice(-6)} · joined {formatIndiaTime(u.createdAt, 'date')}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <RoleBadge role={u.role} />
                <StatusBadge status={u.status} />
              </div>
            </div>
            {rowActions(u, false)}
          </>
        )}
      />

      {editing !== null && (
        <UserFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? null : editing}
          busy={change.isPending}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      )}
      {erasing !== null && (
        <EraseUserDialog
          key={erasing.id}
          user={erasing}
          busy={change.isPending}
          onClose={() => setErasing(null)}
          onSubmit={erase}
        />
      )}
      <ConfirmDialog
        confirmation={confirmation}
        busy={change.isPending}
        onClose={() => setConfirmation(null)}
      />
    </div>
  );
}
