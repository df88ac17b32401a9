import { useState } from 'react';
import { errorText } from '@comarketing/api';
import { Badge, Button, EmptyState, Pager, SectionLoader } from '@comarketing/ui';
import { Plus, UsersRound } from 'lucide-react';
import { useAdminGroupsQuery } from '../../../shared/admin-api';
import { LoadFailed } from '../../../shared/list-chrome';
import { formatDate } from '../../../shared/format-date';
import { GroupFormDialog } from './group-form-dialog';
import { AdminTable } from '../../../shared/admin-table';

const PAGE_SIZE = 20;

/** The Groups tab: group partnerships, newest first, and creating one. */
export function GroupsTab() {
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useAdminGroupsQuery({ page, pageSize: PAGE_SIZE });
  return (
    <section aria-labelledby="admin-groups-title" className="admin-section">
      <div className="admin-section__head">
        <h2 id="admin-groups-title" className="admin-section__title">
          Group partnerships
        </h2>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Create group partnership
        </Button>
      </div>
      {list.isLoading ? <SectionLoader /> : null}
      {list.error ? <LoadFailed what="groups" reason={errorText(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.total === 0 ? <EmptyState icon={<UsersRound />} title="No group partnerships yet" description="Bring two to four businesses together for one joint campaign." /> : null}
      {list.data && list.data.total > 0 ? (
        <>
          <AdminTable caption="Group partnerships, newest first">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Members</th>
                <th scope="col">Description</th>
                <th scope="col">Admin notes</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((group) => (
                <tr key={group.id}>
                  <th scope="row">{group.name}</th>
                  <td>
                    <span className="admin-badges">
                      {group.members.map((member) => (
                        <Badge key={member.businessId} variant="secondary">
                          {member.businessName}
                        </Badge>
                      ))}
                    </span>
                  </td>
                  <td>{group.description ?? '-'}</td>
                  <td>{group.adminNotes ?? '-'}</td>
                  <td>{formatDate(group.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} noun="groups" onPage={setPage} />
        </>
      ) : null}
      {creating ? <GroupFormDialog onClose={() => setCreating(false)} /> : null}
    </section>
  );
}
