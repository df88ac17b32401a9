import { useEffect, useRef } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { BUSINESS_TEXT } from '@comarketing/contracts';
import { useGetUserBusinessQuery, useSessionUser } from '@comarketing/api';
import { toast } from '@comarketing/ui';

/**
 * The signed-in user's business: `null` when they have none yet (so the page offers the create
 * form). Any other failure shows the specification's toast once and leaves `loadFailed` set.
 */
export function useBusinessProfile() {
  const user = useSessionUser();
  const query = useGetUserBusinessQuery(user?.id ?? skipToken);
  const toasted = useRef(false);

  useEffect(() => {
    if (!query.isError) {
      toasted.current = false;
      return;
    }
    if (toasted.current) return;
    toasted.current = true;
    toast({ variant: 'destructive', title: BUSINESS_TEXT.loadFailedTitle, description: BUSINESS_TEXT.loadFailedDescription });
  }, [query.isError]);

  return {
    business: query.data ?? null,
    loading: user === undefined || query.isLoading || (query.isFetching && query.isError),
    loadFailed: query.isError && !query.isFetching,
    retry: query.refetch,
  };
}
