import { type MarketingRequest, REQUEST_TEXT, REQUEST_VALIDATION, requestFailureMessage } from '@comarketing/contracts';
import { errorStatus, toError } from '@comarketing/api';
import { toast, type ToastHandle } from '@comarketing/ui';
import { useRef } from 'react';
import { useCreateMarketingRequestMutation } from '../api/marketing-request-api';
import { firstRequestProblem, type RequestFormValues, type RequestProblem, toCreateRequest } from '../lib/request-form-values';

export type SubmitOutcome = { request: MarketingRequest } | { problem: RequestProblem } | { failed: true };

/**
 * Submitting as the specification has it: the checks in order, each failure a toast and nothing
 * sent; then the request for the user's own business, with the success or 'Submission Failed' toast.
 */
export function useSubmitRequest(businessId: string) {
  const [createRequest, { isLoading }] = useCreateMarketingRequestMutation();
  // Problems the owner has since fixed should not stay on screen beside the success toast.
  const problemToasts = useRef<ToastHandle[]>([]);

  async function submit(values: RequestFormValues): Promise<SubmitOutcome> {
    const problem = firstRequestProblem(values);
    if (problem) {
      problemToasts.current.push(toast({ variant: 'destructive', ...REQUEST_VALIDATION[problem] }));
      return { problem };
    }
    const result = await createRequest(toCreateRequest(values, businessId));
    if (result.error) {
      toast({ variant: 'destructive', title: REQUEST_TEXT.failedTitle, description: requestFailureMessage(toError(result.error, { mutation: true }), errorStatus(result.error)) });
      return { failed: true };
    }
    for (const handle of problemToasts.current.splice(0)) handle.dismiss();
    toast({ title: REQUEST_TEXT.submittedTitle, description: REQUEST_TEXT.submittedDescription });
    return { request: result.data };
  }

  return { submit, submitting: isLoading };
}
