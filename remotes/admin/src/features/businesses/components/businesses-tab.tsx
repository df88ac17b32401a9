import { useState } from 'react';
import { ADMIN_TEXT, type AdminBusiness, BUSINESS_LIST_FILTERS, type BusinessListFilter, COMPANY_SIZES, INDUSTRIES, optionLabel } from '@comarketing/contracts';
import { Badge, Button, EmptyState, Pager, SectionLoader, toast } from '@comarketing/ui';
import { Building2 } from 'lucide-react';
import { useAdminBusinessesQuery, useDeleteAdminBusinessMutation, useVerifyAdminBusinessMutation } from '../../../shared/admin-api';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { ListToolbar, LoadFailed } from '../../../shared/list-chrome';
import { formatDate } from '../../../shared/format-date';
import { failureText } from '../../../shared/failure-text';
import { useListState } from '../../../shared/use-list-state';
import { AdminTable } from '../../../shared/admin-table';

const FILTER_LABELS: Record<BusinessListFilter, string> = { all: 'All businesses', verified: 'Verified', unverified: 'Unverified' };
const PAGE_SIZE = 20;

/**
 * The businesses tab: filters all, verified, unverified; search by business name or owner e-mail;
 * Pending/Verified badges; verify, unverify and delete (a confirm that names the business).
 */
export function BusinessesTab() {
  const { filters, search, page, setPage, setFilter, setSearch } = useListState({ filter: 'all' as BusinessListFilter });
  const { filter } = filters;
  const [deleting, setDeleting] = useState<AdminBusiness | null>(null);
  const list = useAdminBusinessesQuery({ filter, search, page, pageSize: PAGE_SIZE });
  const [verify] = useVerifyAdminBusinessMutation();
  const [remove, { isLoading: removing }] = useDeleteAdminBusinessMutation();

  async function setVerified(business: AdminBusiness, isVerified: boolean) {
    try {
      await verify({ id: business.id, isVerified }).unwrap();
      toast({ title: ADMIN_TEXT.businessUpdated, description: `${business.businessName} is now ${isVerified ? 'verified' : 'pending verification'}.` });
    } catch (error) {
      toast({ title: ADMIN_TEXT.verificationFailed, description: failureText(error), variant: 'destructive' });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      toast({ title: ADMIN_TEXT.businessDeleted, description: `${deleting.businessName} was deleted.` });
      setDeleting(null);
    } catch (error) {
      toast({ title: ADMIN_TEXT.deletionFailed, description: failureText(error), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="admin-businesses-title" className="admin-section">
      <h2 id="admin-businesses-title" className="admin-section__title">
        Businesses
      </h2>
      <ListToolbar
        searchLabel="Search businesses by name or owner e-mail"
        placeholder="Search by business name or owner e-mail"
        onSearch={setSearch}
        filters={[{ label: 'Filter businesses', value: filter, options: BUSINESS_LIST_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })), onChange: (value) => setFilter('filter', value as BusinessListFilter) }]}
      />
      {list.isLoading ? <SectionLoader /> : null}
      {list.error ? <LoadFailed what="businesses" reason={failureText(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.total === 0 ? <EmptyState icon={<Building2 />} title="No businesses found" description={search ? `No business matches "${search}".` : 'No business matches this filter.'} /> : null}
      {list.data && list.data.total > 0 ? (
        <>
          <AdminTable caption={<>Businesses, {FILTER_LABELS[filter].toLowerCase()}, newest first</>}>
            <thead>
              <tr>
                <th scope="col">Business</th>
                <th scope="col">Owner</th>
                <th scope="col">Industry</th>
                <th scope="col">Location</th>
                <th scope="col">Size</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span className="cm-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((business) => (
                <tr key={business.id}>
                  <th scope="row">{business.businessName}</th>
                  <td>{business.ownerEmail}</td>
                  <td>{optionLabel(INDUSTRIES, business.industry)}</td>
                  <td>{business.location}</td>
                  <td>{business.companySize ? `${optionLabel(COMPANY_SIZES, business.companySize)} employees` : '-'}</td>
                  <td>
                    <Badge variant={business.isVerified ? 'success' : 'outline'}>{business.isVerified ? 'Verified' : 'Pending'}</Badge>
                  </td>
                  <td>{formatDate(business.createdAt)}</td>
                  <td>
                    <div className="admin-row-actions">
                      <Button size="sm" variant="secondary" onClick={() => void setVerified(business, !business.isVerified)} aria-label={`${business.isVerified ? 'Unverify' : 'Verify'} ${business.businessName}`}>
                        {business.isVerified ? 'Unverify' : 'Verify'}
                      </Button>
                      <Button size="sm" variant="destructive" onClick={() => setDeleting(business)} aria-label={`Delete ${business.businessName}`}>
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} noun="businesses" onPage={setPage} />
        </>
      ) : null}
      {deleting ? (
        <ConfirmDialog title="Delete business" confirm="Delete business" busy={removing} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)}>
          Are you sure you want to delete {deleting.businessName}? Its profile leaves matching; the owner&apos;s account stays. This cannot be undone.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
