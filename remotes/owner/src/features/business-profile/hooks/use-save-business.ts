import { type FieldPath, type UseFormSetError } from 'react-hook-form';
import { BUSINESS_TEXT, type Business } from '@comarketing/contracts';
import { serverMessage, type ApiError } from '@comarketing/api';
import { toast } from '@comarketing/ui';
import { useCreateBusinessMutation, useUpdateBusinessMutation } from '../api/business-profile-api';
import { EMPTY_BUSINESS_FORM, missingRequiredFields, toBusinessPayload, type BusinessFormValues } from '../lib/business-form-values';

const FORM_FIELDS = new Set(Object.keys(EMPTY_BUSINESS_FORM));

/** The server's per-field messages (`details: [{ path, message }]`) on the fields they are about. */
function showFieldErrors(error: ApiError, setError: UseFormSetError<BusinessFormValues>) {
  const details = (error && 'data' in error ? (error.data as { details?: unknown } | undefined)?.details : undefined) ?? [];
  if (!Array.isArray(details)) return;
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    const field = typeof detail.path === 'string' ? detail.path.split('.')[0] : undefined;
    if (field && FORM_FIELDS.has(field) && typeof detail.message === 'string') {
      setError(field as FieldPath<BusinessFormValues>, { type: 'server', message: detail.message });
    }
  }
}

/**
 * Saving as the specification has it: missing required fields give the 'Required fields missing'
 * toast and nothing is sent; otherwise create (no business yet) or update, then the success toast,
 * or 'Error' with the server's message (and its field messages by the fields).
 */
export function useSaveBusiness(business: Business | null, setError: UseFormSetError<BusinessFormValues>) {
  const [createBusiness] = useCreateBusinessMutation();
  const [updateBusiness] = useUpdateBusinessMutation();

  return async function save(values: BusinessFormValues): Promise<Business | null> {
    if (missingRequiredFields(values).length > 0) {
      toast({ variant: 'destructive', title: BUSINESS_TEXT.requiredTitle, description: BUSINESS_TEXT.requiredDescription });
      return null;
    }
    const body = toBusinessPayload(values);
    const result = business ? await updateBusiness({ id: business.id, body }) : await createBusiness(body);
    if (result.error) {
      showFieldErrors(result.error, setError);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: serverMessage(result.error) ?? (business ? BUSINESS_TEXT.updateFailed : BUSINESS_TEXT.createFailed),
      });
      return null;
    }
    toast(
      business
        ? { title: BUSINESS_TEXT.updatedTitle, description: BUSINESS_TEXT.updatedDescription }
        : { title: BUSINESS_TEXT.createdTitle, description: BUSINESS_TEXT.createdDescription },
    );
    return result.data;
  };
}
