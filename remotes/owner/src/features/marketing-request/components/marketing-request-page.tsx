import '../marketing-request.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { ArrowLeft } from 'lucide-react';
import { useGetUserBusinessQuery, useSessionUser } from '@comarketing/api';
import { Alert, AlertDescription, AlertTitle, Button, SectionLoader } from '@comarketing/ui';
import { ProfileRequired } from './profile-required';
import { RequestForm } from './request-form';
import { RequestSubmitted } from './request-submitted';

export interface MarketingRequestPageProps {
  /** How long an empty match list still means "searching" (shorter in tests). */
  searchWindowMs?: number;
}

/**
 * /co-marketing-request: the request form for a user with a business profile (a user without one
 * is sent to create it, never filed under someone else's business), then the success screen with
 * the partners found for the new request.
 */
export function MarketingRequestPage({ searchWindowMs }: MarketingRequestPageProps = {}) {
  const user = useSessionUser();
  const business = useGetUserBusinessQuery(user?.id ?? skipToken);
  const [submittedId, setSubmittedId] = useState<string | null>(null);

  if (submittedId) {
    return (
      <div className="marketing-request cm-container">
        <RequestSubmitted requestId={submittedId} searchWindowMs={searchWindowMs} />
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
      <div className="marketing-request__header">
        <Button asChild variant="ghost" size="sm" className="marketing-request__back">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <h1 className="marketing-request__title">Create Marketing Request</h1>
        <p className="marketing-request__lead">Tell us about the campaign you have in mind and we will find complementary local partners for it.</p>
      </div>
      {body}
    </div>
  );
}
