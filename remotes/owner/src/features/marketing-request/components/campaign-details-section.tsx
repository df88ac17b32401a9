import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Megaphone } from 'lucide-react';
import { CAMPAIGN_TYPES, REQUEST_GOALS, REQUEST_LIMITS } from '@comarketing/contracts';
import { Input, SectionCard, Textarea } from '@comarketing/ui';
import { CheckboxGroup, FormField } from '@comarketing/ui/forms';
import { type RequestFormValues } from '../lib/request-form-values';

export interface RequestSectionFieldsProps {
  register: UseFormRegister<RequestFormValues>;
  control: Control<RequestFormValues>;
  errors: FieldErrors<RequestFormValues>;
}

export function CampaignDetailsSection({ register, control, errors }: RequestSectionFieldsProps) {
  return (
    <SectionCard title="Campaign Details" description="What you want to run and what it should achieve." icon={<Megaphone />}>
      <FormField label="Campaign Name" required error={errors.title?.message}>
        {(p) => <Input {...p} {...register('title')} maxLength={REQUEST_LIMITS.title} placeholder="e.g. Summer wellness bundle" />}
      </FormField>
      <div data-field="campaignTypes">
        <Controller
          control={control}
          name="campaignTypes"
          render={({ field }) => (
            <CheckboxGroup
              legend="Campaign Types"
              description="Choose at least one."
              options={CAMPAIGN_TYPES}
              value={field.value}
              onChange={field.onChange}
              error={errors.campaignTypes?.message}
            />
          )}
        />
      </div>
      <div data-field="goals">
        <Controller
          control={control}
          name="goals"
          render={({ field }) => (
            <CheckboxGroup
              legend="Campaign Goals"
              description="Choose at least one."
              options={REQUEST_GOALS}
              value={field.value}
              onChange={field.onChange}
              error={errors.goals?.message}
            />
          )}
        />
      </div>
      <FormField label="Campaign Description" required error={errors.description?.message}>
        {(p) => (
          <Textarea {...p} {...register('description')} maxLength={REQUEST_LIMITS.description} rows={5} placeholder="Describe your campaign goals and objectives, and what a partner would bring." />
        )}
      </FormField>
    </SectionCard>
  );
}
