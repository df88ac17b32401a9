import { useForm } from 'react-hook-form';
import { Send } from 'lucide-react';
import { type MarketingRequest, REQUEST_TEXT, REQUEST_VALIDATION } from '@comarketing/contracts';
import { Button } from '@comarketing/ui';
import { useSubmitRequest } from '../hooks/use-submit-request';
import { emptyRequestForm, type RequestFormValues } from '../lib/request-form-values';
import { CampaignDetailsSection } from './campaign-details-section';
import { BudgetTimelineSection } from './budget-timeline-section';
import { PartnerPreferencesSection } from './partner-preferences-section';
import { RequestSummaryCard } from './request-summary-card';
import { CampaignTipsCard } from './campaign-tips-card';
import { PopularIdeasCard } from './popular-ideas-card';

export interface RequestFormProps {
  businessId: string;
  onSubmitted: (request: MarketingRequest) => void;
}

/** Focus goes to the field a failed check is about (checkbox groups: their first box). */
const FOCUS_TARGETS: Record<keyof typeof REQUEST_VALIDATION, string> = {
  title: 'input[name="title"]',
  campaignTypes: '[data-field="campaignTypes"] button[role="checkbox"]',
  goals: '[data-field="goals"] button[role="checkbox"]',
  description: 'textarea[name="description"]',
  budget: 'input[name="budget"]',
  endDate: 'input[name="endDate"]',
};

/** The three sections of a co-marketing request, with the live summary and tips beside them. */
export function RequestForm({ businessId, onSubmitted }: RequestFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<RequestFormValues>({ defaultValues: emptyRequestForm() });
  const { submit, submitting } = useSubmitRequest(businessId);

  const onSubmit = handleSubmit(async (values, event) => {
    clearErrors();
    const outcome = await submit(values);
    if ('problem' in outcome) {
      setError(outcome.problem, { type: 'required', message: REQUEST_VALIDATION[outcome.problem].description });
      const form = event?.target instanceof HTMLFormElement ? event.target : null;
      form?.querySelector<HTMLElement>(FOCUS_TARGETS[outcome.problem])?.focus();
      return;
    }
    if ('request' in outcome) onSubmitted(outcome.request);
  });

  return (
    <div className="request-layout">
      <form className="request-form" noValidate onSubmit={onSubmit} aria-label="Create marketing request">
        <CampaignDetailsSection register={register} control={control} errors={errors} />
        <BudgetTimelineSection register={register} control={control} errors={errors} />
        <PartnerPreferencesSection register={register} control={control} />
        <div className="request-form__actions">
          <Button type="submit" size="lg" disabled={submitting}>
            <Send aria-hidden="true" />
            {submitting ? REQUEST_TEXT.submitting : 'Submit Request'}
          </Button>
        </div>
      </form>
      <aside className="request-aside" aria-label="Request summary and tips">
        <RequestSummaryCard control={control} />
        <CampaignTipsCard />
        <PopularIdeasCard />
      </aside>
    </div>
  );
}
