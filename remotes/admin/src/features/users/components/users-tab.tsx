import { lazy, Suspense, useState } from 'react';
import { ADMIN_TEXT, type AdminUser, ROLE_LABELS, USER_LIST_FILTERS, type UserListFilter } from '@comarketing/contracts';
import { Badge, Button, EmptyState, Pager, SectionLoader, toast } from '@comarketing/ui';
import { Users } from 'lucide-react';
import { useAdminSessionQuery, useAdminUsersQuery, useDeleteAdminUserMutation, useUpdateAdminUserMutation } from '../../../shared/admin-api';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { ListToolbar, LoadFailed } from '../../../shared/list-chrome';
import { formatDate } from '../../../shared/format-date';
import { userPermissions } from './staff-permissions';
import { failureText } from '../../../shared/failure-text';
import { useListState } from '../../../shared/use-list-state';
import { AdminTable } from '../../../shared/admin-table';

// The editing dialogs bring the forms library and zod: they load when one is first opened, not with the list.
const UserEditDialog = lazy(async () => ({ default: (await import('./user-edit-dialog')).UserEditDialog }));
const MessageOwnerDialog = lazy(async () => ({ default: (await import('../../../shared/message-owner-dialog')).MessageOwnerDialog }));

const FILTER_LABELS: Record<UserListFilter, string> = { all: 'All users', active: 'Active', inactive: 'Inactive', verified: 'Verified', unverified: 'Unverified' };
const PAGE_SIZE = 20;


/**
 * The users tab: the spec's filters, search by name or e-mail, paged on the server; edit,
 * activate/deactivate and delete (with the spec's confirm), each with the spec's toasts.
 */
export function UsersTab() {
  const self = useAdminSessionQuery().data?.user;
  const { filters, search, page, setPage, setFilter, setSearch } = useListState({ filter: 'all' as UserListFilter });
  const { filter } = filters;
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [messaging, setMessaging] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const list = useAdminUsersQuery({ filter, search, page, pageSize: PAGE_SIZE });
  const [update] = useUpdateAdminUserMutation();
  const [remove, { isLoading: removing }] = useDeleteAdminUserMutation();

  async function setActive(user: AdminUser, isActive: boolean) {
    try {
      await update({ id: user.id, changes: { isActive } }).unwrap();
      toast({ title: ADMIN_TEXT.userUpdated, description: `${user.email} is now ${isActive ? 'active' : 'inactive'}.` });
    } catch (error) {
      toast({ title: ADMIN_TEXT.updateFailed, description: failureText(error), variant: 'destructive' });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      toast({ title: ADMIN_TEXT.userDeleted, description: `${deleting.email} and their data were deleted.` });
      setDeleting(null);
    } catch (error) {
      toast({ title: ADMIN_TEXT.deletionFailed, description: failureText(error), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="admin-users-title" className="admin-section">
      <h2 id="admin-users-title" className="admin-section__title">
        Users
      </h2>
      <ListToolbar
        searchLabel="Search users by name or e-mail"
        placeholder="Search by name or e-mail"
        onSearch={setSearch}
        filters={[{ label: 'Filter users', value: filter, options: USER_LIST_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })), onChange: (value) => setFilter('filter', value as UserListFilter) }]}
      />
      {list.isLoading ? <SectionLoader /> : null}
      {list.error ? <LoadFailed what="users" reason={failureText(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.total === 0 ? <EmptyState icon={<Users />} title="No users found" description={search ? `Nobody matches "${search}".` : 'No user matches this filter.'} /> : null}
      {list.data && list.data.total > 0 ? (
        <>
          <AdminTable caption={<>Users, {FILTER_LABELS[filter].toLowerCase()}, newest first</>}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Company</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Joined</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">
                  <span className="cm-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((user) => (
                <tr key={user.id}>
                  <th scope="row">
                    {user.firstName} {user.lastName}
                  </th>
                  <td>{user.email}</td>
                  <td>{user.companyName ?? '-'}</td>
                  <td>{ROLE_LABELS[user.role]}</td>
                  <td>
                    <span className="admin-badges">
                      <Badge variant={user.isActive ? 'success' : 'destructive'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
                      <Badge variant={user.emailVerified ? 'secondary' : 'outline'}>{user.emailVerified ? 'Verified' : 'Unverified'}</Badge>
                    </span>
                  </td>
                  <td>{formatDate(user.createdAt)}</td>
                  <td>{formatDate(user.lastLoginAt)}</td>
                  <td>
                    <UserRowActions
                      user={user}
                      viewer={self}
                      onEdit={() => setEditing(user)}
                      onMessage={() => setMessaging(user)}
                      onToggleActive={() => void setActive(user, !user.isActive)}
                      onDelete={() => setDeleting(user)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} noun="users" onPage={setPage} />
        </>
      ) : null}
      <Suspense fallback={null}>
        {editing && self ? <UserEditDialog user={editing} self={self} onClose={() => setEditing(null)} /> : null}
        {messaging ? <MessageOwnerDialog owner={{ id: messaging.id, label: messaging.email }} onClose={() => setMessaging(null)} /> : null}
      </Suspense>
      {deleting ? (
        <ConfirmDialog title="Delete user" confirm="Delete user" busy={removing} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)}>
          {ADMIN_TEXT.confirmDeleteUser} {deleting.email} and everything of theirs (business, requests, matches, uploads) is erased; this cannot be undone.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/**
 * A row's actions: only those the viewer's rank allows on this user (the servers refuse the rest
 * anyway). A plain admin on another admin's row gets Message and a line saying who can change it;
 * nobody gets Deactivate or Delete on their own row.
 */
function UserRowActions({ user, viewer, onEdit, onMessage, onToggleActive, onDelete }: { user: AdminUser; viewer: AdminUser | undefined; onEdit: () => void; onMessage: () => void; onToggleActive: () => void; onDelete: () => void }) {
  const may = viewer ? userPermissions(viewer, user) : { edit: false, toggleActive: false, remove: false };
  return (
    <div className="admin-row-actions">
      {may.edit ? (
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${user.email}`}>
          Edit
        </Button>
      ) : null}
      <Button size="sm" variant="secondary" onClick={onMessage} aria-label={`Message ${user.email}`}>
        Message
      </Button>
      {may.toggleActive ? (
        <Button size="sm" variant="secondary" onClick={onToggleActive} aria-label={`${user.isActive ? 'Deactivate' : 'Activate'} ${user.email}`}>
          {user.isActive ? 'Deactivate' : 'Activate'}
        </Button>
      ) : null}
      {may.remove ? (
        <Button size="sm" variant="destructive" onClick={onDelete} aria-label={`Delete ${user.email}`}>
          Delete
        </Button>
      ) : null}
      {viewer && !may.edit ? <span className="admin-muted admin-row-actions__note">{ADMIN_TEXT.superAdminOnly}</span> : null}
    </div>
  );
}
