import '../marketing-request.css';
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUserBusinessQuery, useSessionUser } from '@comarketing/api';
import { Alert, AlertDescription, AlertTitle, Button, SectionLoader } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { ProfileRequired } from './profile-required';
import { RequestForm } from './request-form';
import { RequestSubmitted } from './request-submitted';
import { BackLink } from '../../../shared/back-link';

/**
 * /co-marketing-request: the request form for a user with a business profile (a user without one
 * is sent to create it, never filed under someone else's business), then the success screen with
 * the partners found for the new request.
 */
export function MarketingRequestPage() {
  const user = useSessionUser();
  const business = useGetUserBusinessQuery(user?.id ?? skipToken);
  const [submittedId, setSubmittedId] = useState<string | null>(null);

  if (submittedId) {
    return (
      <div className="marketing-request cm-container">
        <RequestSubmitted requestId={submittedId} />
      </div>
    );
  }

  let body;
  if (user === undefined || business.isLoading || (business.isFetching && business.isError)) body = <SectionLoader label="Loading your business profile..." />;
  else if (business.isError)
    body = (
      <Alert variant="destructive">
        <AlertTitle>We could not check your business profile</AlertTitle>
        <AlertDescription>Please try again in a moment.</AlertDescription>
        <Button variant="secondary" size="sm" className="marketing-request__retry" onClick={() => void business.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (!business.data) body = <ProfileRequired />;
  else body = <RequestForm businessId={business.data.id} onSubmitted={(request) => setSubmittedId(request.id)} />;

  return (
    <div className="marketing-request cm-container">
      <div className="cm-page-intro">
        <BackLink to={pagePath('dashboard')}>Back to Dashboard</BackLink>
        <h1 className="cm-page-title">Create Marketing Request</h1>
        <p className="cm-page-lead">Tell us about the campaign you have in mind and we will find complementary local partners for it.</p>
      </div>
      {body}
    </div>
  );
}
